#include "self_play.h"

#include <stdexcept>

namespace s21 {

int dealAutomatically(Round& round)
{
    int actions = 0;
    while (!round.complete()) {
        const auto next = round.expected();
        if (next.empty() || !round.apply(next.front()).accepted)
            throw std::logic_error("the procedure stalled after " + std::to_string(actions) + " steps");
        ++actions;
    }
    return actions;
}

SelfPlayReport selfPlay(const SelfPlayOptions& options)
{
    SelfPlayReport report;
    RandomPlayers players(options.seed ^ 0x5eed5eed5eedULL);
    ManualClock clock;
    const int cardsInShoe = options.profile.decks * kCardsPerSpanishDeck;
    const Money bankroll = Money::dollars(100000);
    Shoe shoe;
    int rackCards = 0;
    bool newShoe = true;
    for (int r = 0; r < options.rounds; ++r) {
        if (newShoe) {
            shoe = seededShoe(options.profile.decks, options.seed + static_cast<std::uint64_t>(report.shoes));
            rackCards = 0;
            ++report.shoes;
        }
        RoundSetup setup;
        setup.profile = options.profile;
        setup.shoe = std::move(shoe);
        setup.burnFirst = newShoe;
        for (int s = 1; s <= options.players; ++s)
            setup.seats.push_back({s, "Player " + std::to_string(s), bankroll, options.wager, options.matchWager});
        Round round(std::move(setup), players, clock);
        const Money before = round.state().totalMoney();
        report.actions += dealAutomatically(round);
        const RoundState& state = round.state();
        for (const TimedVerdict& entry : round.log())
            report.mistakes += entry.verdict.isMistake() ? 1 : 0;
        if (state.totalMoney() != before)
            ++report.moneyConservationErrors;
        rackCards += state.rack.cardCount();
        if (state.shoe.remaining() + rackCards != cardsInShoe)
            ++report.cardAccountingErrors;
        for (int s = 1; s <= options.players; ++s)
            report.playersNet += state.seat(s).bankroll - bankroll;
        newShoe = state.coverCardSeen;
        shoe = state.shoe;
        ++report.rounds;
    }
    return report;
}

} // namespace s21
