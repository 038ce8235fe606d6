#pragma once
// The one exception s21_scenario throws for bad input, a problem at a position of a source file; and
// a notice, about a file loaded nonetheless (an earlier version's spelling read as today's).

#include "load_limits.h"
#include "utf8_check.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace s21 {

// A problem in an input file at a 1-based line and column. what() is exactly
// "file:line:column: message", the form compilers use, so editors can jump to it. A message longer
// than limits::kMessageChars is cut there and ends "... (N more characters)", so that no value quoted
// in it can make it unreadable.
class LoadError : public std::runtime_error {
public:
    LoadError(std::string file, int line, int column, std::string message)
        : std::runtime_error(file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + cut(message)),
          file_(std::move(file)), line_(line), column_(column), message_(cut(std::move(message)))
    {
    }

    const std::string& file() const { return file_; }       // the source as named by the caller
    int line() const { return line_; }                      // 1-based
    int column() const { return column_; }                  // 1-based
    const std::string& message() const { return message_; } // what was expected and what was found

private:
    // The message, cut at a character boundary at most limits::kMessageChars bytes in.
    static std::string cut(std::string message)
    {
        if (message.size() <= limits::kMessageChars)
            return message;
        const std::size_t keep = characterBoundary(message, limits::kMessageChars);
        const std::size_t more = message.size() - keep;
        message.resize(keep);
        return message + "... (" + std::to_string(more) + " more characters)";
    }

    std::string file_;
    int line_;
    int column_;
    std::string message_;
};

// Something a loader says about a file it loaded: a key of an earlier version read as today's key
// (earlier_formats.h). text() is "file:line:column: message", as LoadError's what() is.
struct LoadNotice {
    std::string file; // the source as named by the caller
    int line = 0;     // 1-based
    int column = 0;   // 1-based
    std::string message;

    std::string text() const
    {
        return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
    }
};

// Where a loader that takes it adds its notices, in document order.
using LoadNotices = std::vector<LoadNotice>;

} // namespace s21
