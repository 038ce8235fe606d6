#include "core/round/dealing_hands.h"

namespace s21 {

namespace {

// MD-S21 7.B(2): "the first two betting positions closest to the dealing shoe".
bool nearestTheShoe(int seat) { return seat == 1 || seat == 2; }

// A card to a player's hand once the initial deal is over: a hit, the double down card or a split
// hand's second card. MA-S21 7(b) lets only these go to seats 1 and 2 with the left hand.
bool hitCard(const RoundState& state) { return state.phase == Phase::PlayerTurns; }

} // namespace

std::optional<DealingHands> dealingHands(const RoundState& state, const DealerAction& next)
{
    const bool maryland = state.profile.jurisdiction == Jurisdiction::Maryland;
    const LazyText section = state.cite("7.B(1)-(2)", "7(b)");
    if (next.kind == ActionKind::DealHoleCard)
        return DealingHands{
            LazyText::literal(maryland ? "Take the hole card from the shoe with your left hand, the hand nearest the "
                                         "shoe, and place it face down with your right."
                                       : "Take the hole card from the shoe with your left hand and slide it face down "
                                         "with your right, so that no one can see its value."),
            section};
    if (next.kind != ActionKind::DealCard)
        return std::nullopt;
    const Spot& spot = next.spot;
    const bool toPlayer = spot.kind == Spot::Kind::PlayerHand;
    if (!toPlayer && spot.kind != Spot::Kind::Dealer)
        return std::nullopt;
    if (!toPlayer || !nearestTheShoe(spot.seat))
        return DealingHands{
            LazyText::literal(maryland ? "Take the card from the shoe with your left hand, the hand nearest the shoe, "
                                         "and place it with your right."
                                       : "Take the card from the shoe with your left hand, turn it face up and place "
                                         "it with your right."),
            section};
    if (maryland)
        return DealingHands{LazyText::format("Take the card from the shoe with your left hand; seat {} is one of the "
                                             "two places nearest the shoe, so you may place it with the same hand, "
                                             "or with your right.",
                                             spot.seat),
                            section};
    if (hitCard(state))
        return DealingHands{LazyText::format("Take the hit card from the shoe with your left hand and turn it face "
                                             "up; to seat {}, one of the first two places, you may place it with the "
                                             "same hand, or with your right.",
                                             spot.seat),
                            section};
    return DealingHands{LazyText::format("Take the card from the shoe with your left hand, turn it face up and place "
                                         "it with your right: only a hit card may go to seat {} with the left hand.",
                                         spot.seat),
                        section};
}

} // namespace s21
