// TableScene between rounds: the shoe procedure's state painted on the table (table_scene.h).
#include "app/table/table_scene.h"

#include "app/table/shoe_items.h"
#include "app/table/table_description.h"
#include "app/table/table_geometry.h"
#include "app/table/table_items.h"
#include "app/theme/theme.h"
#include "core/procedure/dealer_action.h"

#include <algorithm>

namespace s21::app {

using geometry::around;

namespace {

// The opening and shuffle steps the dealer has done, in order.
std::vector<ActionKind> doneSteps(const ShoeState& state)
{
    std::vector<ActionKind> done;
    for (std::size_t i = 0; i < state.fixedDone; ++i)
        done.push_back(state.fixedSteps[i].action.kind);
    return done;
}

bool has(const std::vector<ActionKind>& kinds, ActionKind kind)
{
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

// The steps done on the cards on the felt: all of them, but while the second of two batches is
// opened (MD-BJ 4.H), only the second batch's, the first being in the shuffler.
std::vector<ActionKind> feltSteps(const ShoeState& state)
{
    std::vector<ActionKind> done = doneSteps(state);
    if (state.openingSecondBatch())
        done.erase(done.begin(), std::find(done.begin(), done.end(), ActionKind::Shuffle) + 1);
    return done;
}

// The backs of the cards on the felt and going into the shoe: a double shoe's side being prepared
// (MD-BJ 3.C(1)), the shuffler's second batch while it is opened (3.B(2): "backs of another color"
// than the first); else red. A used shoe's batch is not told apart: the felt holds one batch at a
// time (3.B(5)), and neither the rules nor the records keep which colour is in play.
CardBack feltBacks(const ShoeState& state)
{
    if (state.profile.doubleShoe && state.sidesLoaded < state.sides.size())
        return state.preparingSide();
    return state.openingSecondBatch() ? CardBack::Blue : CardBack::Red;
}

// New decks in two batches (MD-BJ 3.B), or a double shoe's sides (3.C): which cards the felt shows.
QString batchName(const ShoeState& state)
{
    if (state.profile.doubleShoe && state.sidesLoaded < state.sides.size()) {
        const bool opening = state.situation.start == ShoeStart::NewDecks && state.sidesLoaded == 0 &&
                             !has(doneSteps(state), ActionKind::Shuffle);
        return opening ? QStringLiteral("red and blue sides, each apart · ")
                       : QStringLiteral("%1 side · ").arg(cardBackName(state.preparingSide()));
    }
    if (!state.alternatesBatches() || state.situation.start != ShoeStart::NewDecks)
        return {};
    return state.openingSecondBatch() ? QStringLiteral("second batch, other backs · ")
                                      : QStringLiteral("first batch · ");
}

// The cards of the spread: one row per deck, each in suit and sequence order as inspection wants
// (MD-S21 4.D, MA-S21 3(b)).
std::vector<std::vector<Card>> spreadRows(const ShoeState& state)
{
    std::vector<Card> cards = state.stack;
    std::sort(cards.begin(), cards.end(),
              [](const Card& a, const Card& b) { return a.suit != b.suit ? a.suit < b.suit : a.rank < b.rank; });
    const std::size_t decks = static_cast<std::size_t>(std::max(state.profile.decks, 1));
    std::vector<std::vector<Card>> rows(decks);
    // Each deck's cards in order: every decks-th card of the sorted run belongs to one deck.
    for (std::size_t i = 0; i < cards.size(); ++i)
        rows[i % decks].push_back(cards[i]);
    return rows;
}

// What the stack on the table looks like after the steps done: its label under it.
QString stackLabel(const ShoeState& state, const std::vector<ActionKind>& done)
{
    if (state.cutDone)
        return state.lastCutter == 0 ? QStringLiteral("cut by the dealer")
                                     : QStringLiteral("cut by seat %1").arg(state.lastCutter);
    if (done.empty())
        return QStringLiteral("pre-shuffled decks");
    const int riffles = static_cast<int>(std::count(done.begin(), done.end(), ActionKind::Riffle));
    switch (done.back()) {
    case ActionKind::StackCards: return QStringLiteral("stacked");
    case ActionKind::Plug: return QStringLiteral("plugged");
    case ActionKind::Riffle: return QStringLiteral("riffle %1").arg(riffles);
    case ActionKind::Turn: return QStringLiteral("turned");
    case ActionKind::Strip: return QStringLiteral("stripped: shuffled");
    case ActionKind::Shuffle: return QStringLiteral("shuffled");
    case ActionKind::RemoveShufflerBatch: return QStringLiteral("batch out of the shuffler");
    default: return QStringLiteral("the cards");
    }
}

QString shufflerStatusText(ShufflerItem::Status status)
{
    switch (status) {
    case ShufflerItem::Status::Ready: return QStringLiteral("ready");
    case ShufflerItem::Status::Shuffled: return QStringLiteral("shuffled");
    case ShufflerItem::Status::Jammed: return QStringLiteral("jammed");
    case ShufflerItem::Status::BrokenDown: return QStringLiteral("broken down");
    case ShufflerItem::Status::OutOfOrder: return QStringLiteral("out of order, covered");
    }
    return {};
}

} // namespace

void TableScene::refreshShoe(const ShoeState& state, const std::vector<std::pair<int, std::string>>& players)
{
    beginDrawing(state.profile);
    shoeBacks_ = feltBacks(state);
    // The table in words as the badges say it, each thing added below with its badge.
    elements_ = {{TableElement::Kind::Equipment, {}, QStringLiteral("Between rounds: preparing the shoe")}};
    addShoeEquipment(state);
    addWorkArea(state);
    addCutSeats(state, players);
    auto* banner = new BadgeItem(QStringLiteral("BETWEEN ROUNDS  ·  PREPARING THE SHOE"), theme::kBannerFill,
                                 theme::kBannerInk, theme::kTableTypePx, true);
    banner->setPos(geometry::kTableCentre + QPointF(0, -geometry::kInsuranceRadius - 40));
    put(banner);
    addInHand();
    applyMarks();
    showDrawn(); // the last round's cards still leaving go on to the rack
    emit described();
}

void TableScene::addShoeEquipment(const ShoeState& state)
{
    using namespace geometry;
    const std::vector<ActionKind> done = doneSteps(state);
    const bool unloaded = !state.usedShoe() || has(done, ActionKind::UnloadShoe) || has(done, ActionKind::Plug);
    const bool gathered = state.situation.start != ShoeStart::IdleTable || has(done, ActionKind::GatherCards);
    // The shoe: empty, the last shoe's cards left in it, or the new shoe with its cover card.
    // On the box, as short as its width asks; the reader hears it whole.
    QString shoeText = QStringLiteral("empty");
    QString shoeTag = shoeText;
    if (state.loaded) {
        shoeText = QStringLiteral("%1 cards · cover card %2 from the end")
                       .arg(state.shoe.remaining())
                       .arg(state.coverCardsBehind.value_or(0));
        shoeTag =
            QStringLiteral("%1 · cover at %2").arg(state.shoe.remaining()).arg(state.coverCardsBehind.value_or(0));
    } else if (!unloaded || !gathered) {
        shoeText = shoeTag = QStringLiteral("last shoe's cards");
    }
    if (state.loaded || !unloaded || !gathered) {
        auto* mouth = new CardItem(Card{}, false, true, state.loaded ? state.shoe.dealingSide() : shoeBacks_);
        mouth->setScale(0.62);
        mouth->setPos(kShoe.center() + QPointF(8, 4));
        put(mouth);
    }
    auto* shoeCount = new BadgeItem(shoeTag, theme::kNoFill, theme::kCountInk, theme::kTableTypePx);
    shoeCount->setPos(kShoe.center() + QPointF(0, kBoxCountDrop));
    put(shoeCount);
    addHotspot({Target::Kind::Shoe}, kShoe, false);
    // A double shoe's side emptied at its cover card: the other side stays in the shoe (MD-BJ 7.E(2)).
    if (state.shoe.isDouble()) {
        const std::optional<CardBack> preparing =
            state.sidesLoaded < state.sides.size() ? std::optional(state.preparingSide()) : std::nullopt;
        // Right of the shoe, above the work area's two-line label.
        addShoeSides(state.shoe, preparing, {kShoe.right() + 120, kShoe.top() - 30});
        if (preparing)
            shoeText = QStringLiteral("%1 side being prepared; %2 side: %3")
                           .arg(cardBackName(*preparing), cardBackName(otherBack(*preparing)),
                                cardCountText(state.shoe.remainingIn(otherBack(*preparing))));
    }
    elements_.push_back(
        {TableElement::Kind::Equipment, {Target::Kind::Shoe}, QStringLiteral("Shoe: %1").arg(shoeText)});
    if (state.loaded) {
        auto* cover = new CoverCardItem;
        cover->setScale(0.5);
        cover->setRotation(90);
        cover->setPos(kShoe.center() + QPointF(-40, -4));
        cover->setZValue(-1);
        put(cover);
    }

    // The rack: the last shoe's discards until they are shuffled; then the burn card.
    const bool oldDiscards = state.usedShoe() && !has(done, ActionKind::Plug) && !has(done, ActionKind::Shuffle);
    const bool idleRack = !gathered;
    const int rackCards = state.rack.cardCount();
    QString rackText = rackCards > 0 ? QStringLiteral("burn card") : QStringLiteral("empty");
    if (oldDiscards || idleRack)
        rackText = has(done, ActionKind::UnloadShoe) ? QStringLiteral("all the cards") : QStringLiteral("discards");
    if (oldDiscards || idleRack || rackCards > 0) {
        const CardBack rackBacks = rackCards > 0 ? state.rack.groups().back().back : shoeBacks_;
        auto* top = new CardItem(Card{}, false, true, rackBacks);
        top->setScale(0.55);
        top->setPos(kRack.center() + QPointF(0, 2));
        put(top);
    }
    auto* rackCount = new BadgeItem(rackText, theme::kNoFill, theme::kRackCountInk, theme::kTableTypePx);
    rackCount->setPos(kRack.center() + QPointF(0, kBoxCountDrop));
    put(rackCount);
    addHotspot({Target::Kind::Rack}, kRack, false);
    elements_.push_back(
        {TableElement::Kind::Equipment, {Target::Kind::Rack}, QStringLiteral("Discard rack: %1").arg(rackText)});

    // The automated shuffler, while the table has one (MD-S21 13.S covers it; MA-S21 15(k) removes it).
    const bool covered = has(done, ActionKind::CoverShuffler);
    const bool brokenDown = std::any_of(state.fixedSteps.begin(), state.fixedSteps.end(), [](const Step& step) {
        return step.action.kind == ActionKind::RemoveShuffler || step.action.kind == ActionKind::CoverShuffler;
    });
    const bool hadShuffler = state.automatedShuffle() || brokenDown;
    if (hadShuffler && !has(done, ActionKind::RemoveShuffler)) {
        const ShufflerItem::Status status = covered                          ? ShufflerItem::Status::OutOfOrder
                                            : brokenDown                     ? ShufflerItem::Status::BrokenDown
                                            : state.shufflerJammed           ? ShufflerItem::Status::Jammed
                                            : has(done, ActionKind::Shuffle) ? ShufflerItem::Status::Shuffled
                                                                             : ShufflerItem::Status::Ready;
        auto* shuffler = new ShufflerItem(status);
        shuffler->setPos(kShuffler);
        shuffler->setZValue(5);
        put(shuffler);
        addHotspot({Target::Kind::Shuffler}, around(kShuffler, 150, 100), false);
        elements_.push_back({TableElement::Kind::Equipment,
                             {Target::Kind::Shuffler},
                             QStringLiteral("Shuffler: %1").arg(shufflerStatusText(status))});
    }
    const std::vector<ActionKind> felt = feltSteps(state);
    const bool floorHere = has(felt, ActionKind::CallFloor) && !has(felt, ActionKind::StackCards);
    if (floorHere) {
        const QString floorText = has(felt, ActionKind::RemoveTens) ? QStringLiteral("Floorperson: tens removed ✓")
                                                                    : QStringLiteral("Floorperson at the table");
        auto* floor = new BadgeItem(floorText, theme::kFloorFill, theme::kFloorInk, theme::kTableTypePx, true);
        elements_.push_back({TableElement::Kind::Equipment, {}, floorText});
        floor->setPos(kShoe.center() + QPointF(40, -120));
        floor->setZValue(40);
        put(floor);
    }
}

void TableScene::addWorkArea(const ShoeState& state)
{
    using namespace geometry;
    const std::vector<ActionKind> done = feltSteps(state);
    const int cards = state.stackSize();
    QGraphicsItem* shown = nullptr;
    QString label;
    const bool stacked = has(done, ActionKind::StackCards) || state.situation.start == ShoeStart::PreShuffledDecks ||
                         has(done, ActionKind::Shuffle) || has(done, ActionKind::Plug) || has(done, ActionKind::Riffle);
    const bool washed = has(done, ActionKind::WashCards);
    const bool spread = has(done, ActionKind::SpreadCards) || has(done, ActionKind::SpreadFaceDown);
    const bool gatheredOnly = !stacked && !washed && !spread && has(done, ActionKind::GatherCards);
    // Two batches (MD-BJ 3.B): one has gone into the shuffler and the other is not out yet.
    const bool bothInShuffler = state.alternatesBatches() && state.fixedDone < state.fixedSteps.size() &&
                                state.fixedSteps[state.fixedDone].action.kind == ActionKind::RemoveShufflerBatch;
    if (state.loaded) {
        label.clear(); // the stack is in the shoe: nothing lies on the felt
    } else if (bothInShuffler) {
        label = QStringLiteral("both batches in the shuffler");
    } else if (stacked) {
        const bool split = !done.empty() && (done.back() == ActionKind::Riffle || done.back() == ActionKind::Turn ||
                                             done.back() == ActionKind::Plug);
        std::optional<int> cover;
        if (state.placed)
            cover = state.placed->cardsAbove;
        else if (state.coverCardsBehind)
            cover = cards - *state.coverCardsBehind;
        shown = new CardStackItem(cards, cover, split, shoeBacks_);
        // The cover card's place on a second line.
        label = batchName(state) + QStringLiteral("%1 · %2 cards").arg(stackLabel(state, done)).arg(cards);
        if (state.placed)
            label += QStringLiteral("\ncover card %1 from the top").arg(state.placed->cardsAbove);
        else if (state.coverCardsBehind)
            label += QStringLiteral("\ncover card %1 from the bottom").arg(*state.coverCardsBehind);
    } else if (washed) {
        // MA-S21 3(c): a card turned over in the wash shows until the cards are remixed.
        const std::optional<Card> exposed =
            state.washExposed && !state.stack.empty() ? std::optional(state.stack.front()) : std::nullopt;
        shown = new WashItem(cards, exposed, shoeBacks_);
        label = batchName(state) + (exposed ? QStringLiteral("a card turned over in the wash · %1 cards").arg(cards)
                                            : QStringLiteral("washed face down · %1 cards").arg(cards));
    } else if (spread) {
        const bool faceUp = has(done, ActionKind::SpreadCards) || has(done, ActionKind::TurnSpreadFaceUp);
        shown = new SpreadItem(spreadRows(state), faceUp, shoeBacks_);
        label = batchName(state) + (faceUp ? QStringLiteral("spread face up for inspection · %1 cards").arg(cards)
                                           : QStringLiteral("spread face down · %1 cards").arg(cards));
    } else if (state.situation.start == ShoeStart::NewDecks) {
        const bool opened = has(done, ActionKind::InspectCards);
        shown = new DeckBoxesItem(state.profile.decks, opened, shoeBacks_);
        label = batchName(state) +
                (opened ? (has(done, ActionKind::RemoveTens) ? QStringLiteral("inspected · the 10s removed")
                                                             : QStringLiteral("inspected"))
                        : QStringLiteral("%1 new decks, sealed").arg(state.profile.decks));
    } else if (gatheredOnly) {
        shown = new CardStackItem(cards, std::nullopt, false, shoeBacks_);
        label = QStringLiteral("gathered · %1 cards").arg(cards);
    }
    if (shown) {
        // A shoe's worth of cards stands out on the felt: the stack is drawn larger than life.
        if (stacked || gatheredOnly)
            shown->setScale(1.5);
        shown->setPos(kWorkArea);
        shown->setZValue(8);
        put(shown);
    }
    if (!label.isEmpty()) {
        auto* tag = new BadgeItem(label, theme::kTagFill, theme::kTagInk, theme::kTableTypePx, true);
        // Under the stack, below the card reader's row: two lines in the table's type reach it.
        tag->setPos(kWorkArea + QPointF(0, 208));
        tag->setZValue(30);
        put(tag);
        elements_.push_back({TableElement::Kind::Equipment,
                             {Target::Kind::CardStack},
                             QStringLiteral("Cards on the table: %1")
                                 .arg(QString(label).replace(QLatin1Char('\n'), QStringLiteral(" · ")))});
    }
    addHotspot({Target::Kind::CardStack}, around(kWorkArea, 240, 150), false);
    // The cover card waits beside the stack until it goes in the stack, then the shoe.
    if (!state.placed && !state.coverCardsBehind && !state.loaded) {
        auto* cover = new CoverCardItem;
        cover->setRotation(90);
        cover->setPos(kCoverCardRest);
        cover->setZValue(9);
        put(cover);
        elements_.push_back(
            {TableElement::Kind::Equipment, {Target::Kind::CoverCard}, QStringLiteral("Cover card beside the cards")});
    }
    if (!state.loaded)
        addHotspot({Target::Kind::CoverCard}, around(kCoverCardRest, 96, 70), false);
}

void TableScene::addCutSeats(const ShoeState& state, const std::vector<std::pair<int, std::string>>& players)
{
    using namespace geometry;
    for (const auto& [seat, player] : players) {
        const SeatPlaces places = seatPlaces(seat);
        auto* name =
            new BadgeItem(seatNameText(seat, player), theme::kNameFill, theme::kLabelInk, theme::kTableTypePx, true);
        name->setPos(places.label);
        name->setZValue(30);
        put(name);
        // The seat's answer to the cut offer, as the players gave it (the procedure's offers).
        QString answer;
        for (std::size_t i = 0; i < state.offersMade && i < state.offers.size(); ++i)
            if (state.offers[i].action.spot.seat == seat)
                answer = QStringLiteral("\"No, thank you\"");
        if (state.placed && state.placed->seat == seat)
            answer = QStringLiteral("places the cover card %1 from the top").arg(state.placed->cardsAbove);
        else if (state.cutDone && state.lastCutter == seat)
            answer = QStringLiteral("cut ✓");
        QString words = QStringLiteral("Seat %1, %2").arg(seat).arg(QString::fromStdString(player));
        if (!answer.isEmpty())
            words += QStringLiteral(": %1").arg(answer);
        elements_.push_back({TableElement::Kind::Player, {Target::Kind::HandCards, seat, 0}, words});
        if (!answer.isEmpty()) {
            auto* badge = new BadgeItem(answer, theme::kSignalFill, theme::kSignalInk, theme::kTableTypePx, true);
            badge->setPos(keptOnTable(places.label + QPointF(0, kLabelLineStep), badge->boundingRect().size()));
            badge->setZValue(40);
            put(badge);
        }
        addHotspot({Target::Kind::HandCards, seat, 0},
                   around(handCentre(seat, 0, 1), kCard.width() + 56, kCard.height() + 14), false);
    }
}

} // namespace s21::app
