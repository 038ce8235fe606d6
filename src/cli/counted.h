#pragma once
// A count with its noun in the number's form, as the command-line tool prints it: "1 record",
// "2 records", "0 records".

#include <string>

namespace s21::cli {

inline std::string counted(long long count, const std::string& one, const std::string& many)
{
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

} // namespace s21::cli
