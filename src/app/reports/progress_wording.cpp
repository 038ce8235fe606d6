#include "app/reports/progress_wording.h"

#include "core/procedure/verdict.h"

#include <QLocale>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace s21::app {

QString secondsText(double seconds)
{
    if (seconds >= 60) {
        const int whole = int(std::lround(seconds));
        return QStringLiteral("%1:%2").arg(whole / 60).arg(whole % 60, 2, 10, QLatin1Char('0'));
    }
    return seconds < 10 ? QStringLiteral("%1 s").arg(seconds, 0, 'f', 2)
                        : QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
}

QString percentText(double share) { return QStringLiteral("%1%").arg(100.0 * share, 0, 'f', 1); }

QString perText(const SpeedStandard& standard)
{
    switch (standard.measure) {
    case SpeedMeasure::Step: return QObject::tr("per action");
    case SpeedMeasure::Shuffle: return QObject::tr("per shuffle");
    case SpeedMeasure::Round: return QObject::tr("per round");
    }
    return {};
}

QString verdictText(double ratio)
{
    return ratio > 1.0 ? QObject::tr("✗ %1% over").arg(std::max(1L, std::lround((ratio - 1.0) * 100)))
                       : QObject::tr("✓ within");
}

QString mistakeWords(const QString& code) { return QString::fromStdString(mistakeCodeWords(code.toStdString())); }

QString progressSubtitle(const records::Progress& progress)
{
    if (progress.empty())
        return QObject::tr("No rounds dealt yet");
    const QDate first = progress.trend.front().day;
    const QDate last = progress.trend.back().day;
    return QObject::tr("%1 to %2 · %3 · %4 and %5 · %6")
        .arg(QLocale().toString(first, QLocale::ShortFormat), QLocale().toString(last, QLocale::ShortFormat),
             QObject::tr("%n day(s) of practice", nullptr, static_cast<int>(progress.trend.size())),
             QObject::tr("%n round(s)", nullptr, progress.rounds),
             QObject::tr("%n shoe procedure(s)", nullptr, progress.shoeProcedures),
             QObject::tr("%n action(s)", nullptr, progress.actions));
}

} // namespace s21::app
