#pragma once
// A function's contract, checked: S21_EXPECTS(condition) states what a caller must have made true
// before calling (what a header's "Precondition:" says); S21_ENSURES(condition) what the function
// makes true in turn (an invariant it keeps: the table's money, after every dealer's action). In
// debug and sanitizer builds (NDEBUG not defined: the tests', CI's) a broken contract prints the
// condition and where it is to the standard error and aborts: it is a programming error, not a
// situation to recover from. In release builds the check is not compiled, and the condition is not
// evaluated: keep it free of side effects.

namespace s21 {

// Prints "contract broken: <condition> at <file>:<line>" and aborts.
[[noreturn]] void contractBroken(const char* condition, const char* file, int line);

} // namespace s21

#ifdef NDEBUG
#define S21_EXPECTS(condition) static_cast<void>(0)
#define S21_ENSURES(condition) static_cast<void>(0)
#else
#define S21_EXPECTS(condition)                                                                                         \
    ((condition) ? static_cast<void>(0) : ::s21::contractBroken(#condition, __FILE__, __LINE__))
#define S21_ENSURES(condition) S21_EXPECTS(condition)
#endif
