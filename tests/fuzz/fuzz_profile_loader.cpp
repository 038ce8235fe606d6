// libFuzzer target: any bytes as a rule profile. The loader's contract (profile_loader.h): a profile
// that passes validate() or a LoadError, nothing else; a crash, a sanitizer report, another exception,
// a leak or a time-out is a finding.
#include "scenario/profile_loader.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        s21::loadProfileFromString(text, "fuzz.yaml");
    } catch (const s21::LoadError&) {
    }
    return 0;
}
