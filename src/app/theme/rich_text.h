#pragma once
// The core's plain words (UTF-8) placed in the trainer's rich text (feedback, dialogs): escaped, so
// that a player's name or a rule's sentence with '<' or '&' reads as written.

#include <QString>

#include <string>

namespace s21::app {

inline QString html(const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); }

} // namespace s21::app
