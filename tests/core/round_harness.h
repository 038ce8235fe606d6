#pragma once
// A table for round tests: a profile, seats, a stacked shoe and scripted players, driven by action
// notation ("deal s1", "pay mtd s3 $45").

#include "core/round/round.h"
#include "test_support.h"

#include <QStringList>
#include <QtTest>

#include <memory>

namespace s21::test {

inline RuleProfile profileNamed(const QString& name)
{
    if (name == "MA")
        return massachusettsProfile(6);
    if (name == "MA-reader")
        return massachusettsProfile(6, DealerSecondCard::HoleCardWithReader);
    if (name == "MD8")
        return marylandProfile(8);
    if (name == "BJ")
        return marylandBlackjackProfile(6);
    if (name == "BJ-double") { // six decks, three in each side of a double shoe (MD-BJ 3.C)
        RuleProfile profile = marylandBlackjackProfile(6);
        profile.doubleShoe = true;
        return profile;
    }
    return marylandProfile(6);
}

// Seats 1 and 3, $10 wagers and $5 Match-the-Dealer wagers.
// Shoe "up 7": s1 9S 8C (17, no match), s3 5H 7D (12, suited match), dealer 7D KS (17);
// seat 3 then hits 4C (16) and stands.
inline constexpr const char* kUpSeven = "9S 5H 7D 8C 7D KS 4C 2H 3S";
// The same cards for a no-hole-card deal: the dealer's 17 comes after seat 3's hit.
inline constexpr const char* kUpSevenNoHole = "9S 5H 7D 8C 7D 4C KS 2H 3S";

inline SeatSetup seat(int number, double wager, double match = 0, double bonusSpin = 0)
{
    return {
        number, "Player " + std::to_string(number), dollars(1000), dollars(wager), dollars(match), dollars(bonusSpin)};
}

// The verdict is a mistake of `code` citing `section`.
inline void verifyMistake(const Verdict& verdict, MistakeCode code, const QString& section)
{
    QCOMPARE(verdict.mistake.code, code);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
}

class Table {
public:
    Table(const RuleProfile& profile, std::vector<SeatSetup> seats, const QString& shoe,
          MistakePolicy policy = MistakePolicy::Reject)
    {
        setup_.profile = profile;
        setup_.seats = std::move(seats);
        setup_.shoe = Shoe::stacked(cards(shoe));
        setup_.tray = dollars(10000);
        policy_ = policy;
    }

    // Scripted decisions, e.g. script(3, "hit stand"); "rescue"/"keep" answer a rescue question.
    Table& script(int seatNumber, const QString& decisions)
    {
        for (const QString& word : decisions.split(' ', Qt::SkipEmptyParts)) {
            if (word == "rescue" || word == "keep")
                players_.addRescue(seatNumber, word == "rescue");
            else
                players_.addDecision(seatNumber, *parseDecision(word.toStdString()));
        }
        return *this;
    }
    // The card `positionFromTop` places down (0: the top card) is found face up in the shoe.
    Table& faceUp(int positionFromTop)
    {
        setup_.shoe.turnFaceUp(positionFromTop);
        return *this;
    }

    // The cover card comes out after `cards` cards of the stacked shoe (MD-S21 7.C).
    Table& coverCardAfter(int cards)
    {
        setup_.shoe = Shoe(setup_.shoe.undealt(), cards);
        return *this;
    }

    // Cards already in the discard rack when the round starts (earlier rounds' hands).
    Table& rack(const QString& notation, CardBack back = CardBack::Red)
    {
        setup_.rack.placeBacks(back); // the side of a double shoe they came from (MD-BJ 3.C(1))
        setup_.rack.place(DiscardSource::PlayerHand, 1, 0, cards(notation));
        setup_.rack.placeBacks(CardBack::Red);
        return *this;
    }

    // An irregularity to inject at its moment (core/round/faults.h).
    Table& fault(const Fault& fault)
    {
        setup_.faults.push_back(fault);
        return *this;
    }

    // Where the Bonus Spin wheel lands, spin after spin ("$350", "jackpot").
    Table& wheel(const QStringList& stops)
    {
        for (const QString& stop : stops)
            setup_.wheelStops.push_back(*parseWheelStop(stop.toStdString()));
        return *this;
    }

    // The seat's next double is for `amount` (MD-S21 10.A: up to the wager); else for the full wager.
    Table& doubleFor(int seatNumber, double amount)
    {
        players_.addDouble(seatNumber, dollars(amount));
        return *this;
    }

    // Where the Xtreme 16's Hot Spot Prize Wheel lands, spin after spin ("$600", "secondary jackpot").
    Table& xtremeWheel(const QStringList& stops)
    {
        for (const QString& stop : stops)
            setup_.xtremeStops.push_back(*parseWheelStop(stop.toStdString()));
        return *this;
    }

    // The seat's next answer to the offer of the cut: cards above the cover card, or -1 to refuse.
    Table& cut(int seatNumber, int cardsAbove)
    {
        players_.addCut(seatNumber, cardsAbove < 0 ? CutAnswer::refuse() : CutAnswer::cutAt(cardsAbove));
        return *this;
    }

    Table& insure(int seatNumber, double amount)
    {
        players_.setInsurance(seatNumber, dollars(amount));
        return *this;
    }

    // The seat takes even money for its blackjack when offered it (MD-BJ 8.E).
    Table& takeEvenMoney(int seatNumber)
    {
        players_.setEvenMoney(seatNumber, true);
        return *this;
    }

    // A double shoe instead (MD-BJ 3.C): these cards from the top of each side, no cover cards; the
    // red side faces the dealer.
    Table& doubleShoe(const QString& redSide, const QString& blueSide)
    {
        setup_.shoe = Shoe::doubled(Shoe::stacked(cards(redSide)), Shoe::stacked(cards(blueSide)));
        return *this;
    }
    Table& doubleShoe(Shoe redSide, Shoe blueSide)
    {
        setup_.shoe = Shoe::doubled(std::move(redSide), std::move(blueSide));
        return *this;
    }

    // Cards already in the segregated area of the double shoe's side facing the dealer (MD-BJ 7.C(3));
    // call after doubleShoe().
    Table& segregated(const QString& notation)
    {
        for (const Card card : cards(notation))
            setup_.shoe.segregate(card);
        return *this;
    }

    // The shoe the round is dealt from.
    const Shoe& shoe() const { return setup_.shoe; }
    // The shoe keeps its first `used` cards and withholds the rest, as a stored round's does
    // (withholdAfter); call before the round starts.
    Table& withholdingAfter(int used)
    {
        setup_.shoe = withholdAfter(setup_.shoe, used);
        return *this;
    }
    Table& withholdingAfter(CardsUsed used)
    {
        setup_.shoe = withholdAfter(setup_.shoe, used);
        return *this;
    }

    // The players are `model` instead of the scripted ones; call before the round starts.
    Table& playWith(PlayerModel& model)
    {
        model_ = &model;
        return *this;
    }

    Round& round()
    {
        if (!round_)
            round_ = std::make_unique<Round>(setup_, model_ ? *model_ : players_, clock_, policy_);
        return *round_;
    }

    Verdict act(const QString& action) { return round().apply(parseAction(action.toStdString()).value()); }

    QString next()
    {
        return round().expected().empty() ? QString() : QString::fromStdString(notation(round().expected().front()));
    }

    // Takes the procedure's own steps until the next one starts with `prefix` (and that one too
    // when the prefix ends with '>'). Returns the steps taken.
    QStringList advanceUntil(QString prefix)
    {
        const bool takeIt = prefix.endsWith('>');
        if (takeIt)
            prefix.chop(1);
        QStringList taken;
        while (!round().complete() && !next().startsWith(prefix))
            taken << takeNext();
        if (takeIt && !round().complete())
            taken << takeNext();
        return taken;
    }

    QString takeNext()
    {
        const QString step = next();
        round().apply(round().expected().front());
        return step;
    }

    // Takes the procedure's steps to the end of the round; returns them.
    QStringList finish()
    {
        QStringList taken;
        while (!round().complete())
            taken << takeNext();
        return taken;
    }

    Money bankroll(int seatNumber) { return round().state().seat(seatNumber).bankroll; }

private:
    RoundSetup setup_;
    MistakePolicy policy_ = MistakePolicy::Reject;
    ScriptedPlayers players_;
    PlayerModel* model_ = nullptr;
    ManualClock clock_;
    std::unique_ptr<Round> round_;
};

// `action` is refused as a mistake of `code` citing `section`.
inline void expectMistake(Table& table, const QString& action, MistakeCode code, const QString& section)
{
    const Verdict verdict = table.act(action);
    QVERIFY2(!verdict.accepted, qPrintable(action + " was accepted"));
    QCOMPARE(verdict.mistake.code, code);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
}

} // namespace s21::test
