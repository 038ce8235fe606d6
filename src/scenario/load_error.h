#pragma once
// The one exception s21_scenario throws for bad input: a problem at a position of a source file.

#include <stdexcept>
#include <string>
#include <utility>

namespace s21 {

// A problem in an input file at a 1-based line and column. what() is exactly
// "file:line:column: message", the form compilers use, so editors can jump to it.
class LoadError : public std::runtime_error {
public:
    LoadError(std::string file, int line, int column, std::string message)
        : std::runtime_error(file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message),
          file_(std::move(file)), line_(line), column_(column), message_(std::move(message))
    {
    }

    const std::string& file() const { return file_; }       // the source as named by the caller
    int line() const { return line_; }                       // 1-based
    int column() const { return column_; }                   // 1-based
    const std::string& message() const { return message_; } // what was expected and what was found

private:
    std::string file_;
    int line_;
    int column_;
    std::string message_;
};

} // namespace s21
