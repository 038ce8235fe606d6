#pragma once
// Checking that input text is well-formed UTF-8, without control characters, before it is parsed, so
// that a bad byte is reported where it is instead of reaching messages and the screen as mojibake.

#include <cstddef>
#include <string_view>

namespace s21 {

// The offset of the first byte of `text` that does not start or continue a well-formed UTF-8
// sequence (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF); npos when the whole
// text is well formed.
std::size_t firstInvalidUtf8(std::string_view text);

// The offset of the first control character YAML does not allow in its text (a byte below 0x20 other
// than tab, line feed and carriage return, or DEL 0x7F; YAML 1.2, 5.1 "c-printable"); npos when there
// is none. A leading NUL would otherwise make the YAML parser read the text as UTF-16 or UTF-32.
std::size_t firstControlCharacter(std::string_view text);

// The largest offset of at most `at` where a character of well-formed `text` starts (or its end):
// where a text can be cut without splitting a character.
std::size_t characterBoundary(std::string_view text, std::size_t at);

} // namespace s21
