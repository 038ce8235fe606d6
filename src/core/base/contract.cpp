#include "core/base/contract.h"

#include <cstdio>
#include <cstdlib>

namespace s21 {

void contractBroken(const char* condition, const char* file, int line)
{
    std::fprintf(stderr, "contract broken: %s at %s:%d\n", condition, file, line);
    std::fflush(stderr);
    std::abort();
}

} // namespace s21
