#pragma once
// Helpers shared by the core tests: card notation in, core values out.

#include "core/base/money.h"
#include "core/procedure/dealer_action.h"
#include "core/rules/card.h"
#include "core/rules/hand.h"

#include <QMetaType>
#include <QString>
#include <QtGlobal>
#include <QtTest>

namespace s21::test {

inline std::vector<Card> cards(const QString& notation) { return parseCards(notation.toStdString()).value(); }
inline Card card(const QString& notation) { return cards(notation).at(0); }
inline Hand hand(const QString& notation, HandOrigin origin = HandOrigin::Initial)
{
    return Hand(cards(notation), origin);
}
inline Money dollars(double amount)
{
    return Money::cents(static_cast<std::int64_t>(amount * 100 + (amount < 0 ? -0.5 : 0.5)));
}

} // namespace s21::test

// Qt Test prints these in failure messages (found by argument-dependent lookup).
namespace s21 {
inline char* toString(const Card& card) { return qstrdup(notation(card).c_str()); }
inline char* toString(const Money& amount) { return qstrdup(formatMoney(amount).c_str()); }
inline char* toString(const Odds& odds) { return qstrdup(formatOdds(odds).c_str()); }
inline char* toString(const DealerAction& action) { return qstrdup(notation(action).c_str()); }
} // namespace s21
