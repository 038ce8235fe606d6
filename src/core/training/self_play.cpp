#include "core/training/self_play.h"

#include "core/procedure/automatic_dealer.h"

namespace s21 {

bool ContinuingShoe::deal(RoundSetup& setup)
{
    const bool fresh = newShoe_;
    if (fresh) {
        shoe_ = seededShoe(decks_, seed_ + static_cast<std::uint64_t>(shoes_));
        ++shoes_;
    }
    setup.shoe = std::move(shoe_);
    setup.burnFirst = fresh;
    return fresh;
}

void ContinuingShoe::collect(Round& round)
{
    newShoe_ = round.state().reshuffleRequired();
    shoe_ = round.takeShoe();
}

int mistakesIn(const Round& round)
{
    int mistakes = 0;
    for (const TimedVerdict& entry : round.log())
        mistakes += entry.verdict.isMistake() ? 1 : 0;
    return mistakes;
}

SelfPlayReport selfPlay(const SelfPlayOptions& options)
{
    SelfPlayReport report;
    RandomPlayers players(options.seed ^ 0x5eed5eed5eedULL);
    ManualClock clock;
    const int cardsInShoe = options.profile.decks * kCardsPerSpanishDeck;
    const Money bankroll = Money::dollars(100000);
    ContinuingShoe shoe(options.profile.decks, options.seed);
    int rackCards = 0;
    for (int r = 0; r < options.rounds; ++r) {
        RoundSetup setup;
        setup.profile = options.profile;
        if (shoe.deal(setup))
            rackCards = 0;
        for (int s = 1; s <= options.players; ++s)
            setup.seats.push_back({s, "Player " + std::to_string(s), bankroll, options.wager, options.matchWager, {}});
        Round round(std::move(setup), players, clock);
        const Money before = round.state().totalMoney();
        report.actions += dealAutomatically(round);
        const RoundState& state = round.state();
        report.mistakes += mistakesIn(round);
        if (state.totalMoney() != before)
            ++report.moneyConservationErrors;
        rackCards += state.rack.cardCount();
        if (state.shoe.remaining() + rackCards != cardsInShoe)
            ++report.cardAccountingErrors;
        for (int s = 1; s <= options.players; ++s)
            report.playersNet += state.seat(s).bankroll - bankroll;
        shoe.collect(round);
        ++report.rounds;
    }
    report.shoes = static_cast<int>(shoe.shoes());
    return report;
}

} // namespace s21
