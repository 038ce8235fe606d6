#include "app/session/drill_names.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace s21::app {

namespace {

// Every skill of the library (scenario/drill_spellings.h) and "Work my mistakes", in words.
constexpr std::array<std::pair<const char*, const char*>, 13> kDrillNames{{
    {"dealing-order", QT_TRANSLATE_NOOP("DrillName", "Dealing order")},
    {"match-the-dealer", QT_TRANSLATE_NOOP("DrillName", "Match-the-Dealer")},
    {"insurance-and-peek", QT_TRANSLATE_NOOP("DrillName", "Insurance and the peek")},
    {"player-blackjack", QT_TRANSLATE_NOOP("DrillName", "A player's blackjack")},
    {"surrender", QT_TRANSLATE_NOOP("DrillName", "Surrender")},
    {"double-and-rescue", QT_TRANSLATE_NOOP("DrillName", "Double down and rescue")},
    {"splits", QT_TRANSLATE_NOOP("DrillName", "Splits")},
    {"dealers-hand", QT_TRANSLATE_NOOP("DrillName", "The dealer's hand")},
    {"settlement-and-payouts", QT_TRANSLATE_NOOP("DrillName", "Settlement and payouts")},
    {"irregularities", QT_TRANSLATE_NOOP("DrillName", "Irregularities")},
    {"shoe-procedures", QT_TRANSLATE_NOOP("DrillName", "Shoe procedures")},
    {"game-protection", QT_TRANSLATE_NOOP("DrillName", "Game protection")},
    {"work-my-mistakes", QT_TRANSLATE_NOOP("DrillName", "Work my mistakes")},
}};

} // namespace

QString drillName(const QString& id)
{
    for (const auto& [known, words] : kDrillNames)
        if (id == QLatin1String(known))
            return QCoreApplication::translate("DrillName", words);
    QString words = id;
    words.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!words.isEmpty())
        words[0] = words[0].toUpper();
    return words;
}

} // namespace s21::app
