#pragma once
// Durations as the trainee reads them: "1:07.3" (minutes, seconds and tenths).

#include <QString>

#include <cstdint>

namespace s21::app {

inline QString clockText(std::int64_t ms)
{
    const std::int64_t tenths = ms / 100;
    return QStringLiteral("%1:%2.%3").arg(tenths / 600).arg(tenths / 10 % 60, 2, 10, QLatin1Char('0')).arg(tenths % 10);
}

} // namespace s21::app
