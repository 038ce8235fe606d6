#include "app/table/table_scene.h"

#include "app/table/felt_item.h"
#include "app/table/guest_hand_item.h"
#include "app/table/player_signal_item.h"
#include "app/table/shoe_items.h"
#include "app/table/table_description.h"
#include "app/table/table_geometry.h"
#include "app/table/table_items.h"
#include "app/theme/theme.h"
#include "core/base/contract.h"

#include <QGraphicsSceneMouseEvent>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace s21::app {

using geometry::around;

namespace {

// Whether two rectangles neither overlap nor touch: paths within them cannot meet.
bool apart(const QRectF& a, const QRectF& b)
{
    return a.right() < b.left() || b.right() < a.left() || a.bottom() < b.top() || b.bottom() < a.top();
}

// Where `item` lies in the scene as QGraphicsScene::items(rect, Qt::IntersectsItemBoundingRect) judges
// it: its bounding rectangle, one of no width or height widened a hair either way as Qt widens it;
// none for an item not seen (hidden, or wholly transparent), which Qt never lists.
std::optional<QRectF> seenBounds(const QGraphicsItem& item)
{
    if (!item.isVisible() || item.effectiveOpacity() < 0.001)
        return std::nullopt;
    QRectF bounds = item.boundingRect();
    constexpr double kHair = 0.00001;
    if (bounds.width() == 0)
        bounds.adjust(-kHair, 0, kHair, 0);
    if (bounds.height() == 0)
        bounds.adjust(0, -kHair, 0, kHair);
    return item.sceneTransform().mapRect(bounds);
}

// Whether a seat's place on the insurance line has anything to act on: the offer is open, or a
// wager or a player's foul lies there.
bool insuranceInPlay(const RoundState& state, int seat)
{
    const Seat& s = state.seat(seat);
    const auto& foul = state.irregular.guestFoul;
    return s.occupied && (state.insuranceOffer == InsuranceOffer::Open || !s.insuranceWager.isZero() ||
                          (foul && foulWagerSpot(foul->kind, foul->seat) == Spot{Spot::Kind::Insurance, seat}));
}

// Between the badges on the progressives' display, and above its first row.
constexpr double kDisplayGap = 8;

// Where a hand's match play coupon lies: beside the circle's chips, on the side away from the paid
// chips' tags.
QPointF couponPlace(QPointF wager) { return wager + QPointF(-geometry::kChipRadius - 26, 4); }

// Where a tag of `tag` may lie about a thing in `body` (both in the thing's coordinates), as centres,
// most natural first: where it is, under the thing, over it, beside it on either side at `besideY` (a
// stack's bottom chip); then under and over reaching half a tag or a whole tag either way, and one or
// two tags' heights further out; then beside, one or two tags' heights up or down.
std::vector<QPointF> tagPlaces(const QRectF& body, const QRectF& tag, double besideY)
{
    const double w = tag.width() / 2, h = tag.height() / 2, x = body.center().x();
    const double below = body.bottom() + 1 + h, above = body.top() - 1 - h;
    const double right = body.right() + 2 + w, left = body.left() - 2 - w;
    std::vector<QPointF> places{tag.center(), QPointF(x, below), QPointF(x, above), QPointF(right, besideY),
                                QPointF(left, besideY)};
    for (const double further : {0.0, 2 * h + 2, 4 * h + 4})
        for (const double reach : {0.0, w, -w, 2 * w, -2 * w})
            if (further > 0 || reach != 0) {
                places.emplace_back(x + reach, below + further);
                places.emplace_back(x + reach, above - further);
            }
    for (const double rise : {2 * h + 2, -2 * h - 2, 4 * h + 4, -4 * h - 4}) {
        places.emplace_back(right, besideY - rise);
        places.emplace_back(left, besideY - rise);
    }
    return places;
}

} // namespace

TableScene::TableScene(QObject* parent) : QGraphicsScene(geometry::kScene, parent), drawn_(geometry::kScene)
{
    setItemIndexMethod(QGraphicsScene::NoIndex);
    drawn_.setItemIndexMethod(QGraphicsScene::NoIndex);
}

void TableScene::beginDrawing(const RuleProfile& profile)
{
    motion_.noteShown(items());
    hotspots_.clear();
    carver_.begin();
    inHandItems_.clear();
    taggedStacks_.clear();
    sharedLines_.clear();
    sharedLineBadges_.clear();
    if (!felt_ || !(profile_ == profile)) {
        // Another felt (painted once into a device-resolution cache): nothing shown on the old one is
        // kept. The top-level items are listed first: deleting one deletes its children (a signal's hand).
        std::vector<QGraphicsItem*> shown;
        for (QGraphicsItem* item : items())
            if (!item->parentItem())
                shown.push_back(item);
        for (QGraphicsItem* item : shown) {
            removeItem(item);
            if (item == felt_ || !motion_.keeps(item)) // else it may leave the table moving: the motion deletes it
                delete item;
        }
        profile_ = profile;
        felt_ = new FeltItem(profile_);
        felt_->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        addItem(felt_);
    }
    drawing_ = true;
#ifndef NDEBUG // for showDrawn's check alone
    shownWhileDrawing_ = items().size();
#endif
}

void TableScene::showDrawn()
{
    S21_ENSURES(items().size() == shownWhileDrawing_); // all that was drawn went to canvas()
    drawing_ = false;
    const auto standsFor = update_.put(*this, drawn_, felt_, [this](QGraphicsItem* item) {
        if (!motion_.keeps(item)) // else it may leave the table moving: the motion deletes it
            delete item;
    });
    const auto keptFor = [&standsFor]<typename Item>(std::vector<Item*>& items) {
        for (Item*& item : items)
            if (const auto kept = standsFor.find(item); kept != standsFor.end())
                item = static_cast<Item*>(kept->second); // alike: of the same class
    };
    keptFor(hotspots_);
    keptFor(sharedLineBadges_);
    keptFor(inHandItems_);
    motion_.start(*this);
}

QGraphicsScene& TableScene::canvas() { return drawing_ ? drawn_ : *this; }

void TableScene::put(QGraphicsItem* item) { canvas().addItem(item); }

void TableScene::refresh(const RoundState& state)
{
    beginDrawing(state.profile);
    shoeBacks_ = state.shoe.dealingSide();
    addEquipment(state);
    addDealer(state);
    // The insurance line's places, while insurance is open or a wager (or a player's foul) lies
    // there, before the seats': small, and the seats' split hands reach toward them.
    for (int seat = 1; seat <= kSeatCount; ++seat)
        if (insuranceInPlay(state, seat))
            addHotspot({Target::Kind::InsuranceWager, seat}, around(geometry::seatPlaces(seat).insurance, 48, 40),
                       true);
    for (int seat = 1; seat <= kSeatCount; ++seat)
        addSeat(state, seat);
    addProgressiveDisplay(state);
    for (int seat = 1; seat <= kSeatCount; ++seat)
        for (int hand = 0; hand < static_cast<int>(state.seat(seat).hands.size()); ++hand)
            if (QString line = sharedLineText(state.seat(seat), seat, hand); !line.isEmpty())
                sharedLines_.push_back({seat, hand, std::move(line)});
    placeSharedLines();
    placeFloatingLabels();
    placeAmountTags();
    addInHand();
    applyMarks();
    showDrawn();
    elements_ = describeRound(state, waved_, thinking_, sittingOut_);
    emit described();
}

void TableScene::setPlayerMoment(int waved, int thinking)
{
    waved_ = waved;
    thinking_ = thinking;
}

void TableScene::setSittingOut(std::vector<std::pair<int, std::string>> players) { sittingOut_ = std::move(players); }

void TableScene::setHighlights(std::vector<Target> targets)
{
    highlights_ = std::move(targets);
    applyMarks();
    if (!sharedLines_.empty())
        placeSharedLines();
}

void TableScene::setMistakes(std::vector<Target> targets)
{
    mistakes_ = std::move(targets);
    applyMarks();
}

void TableScene::setSelection(const Target& target)
{
    const bool moved = !(selection_ == target);
    selection_ = target;
    applyMarks();
    if (moved && !sharedLines_.empty())
        placeSharedLines();
    if (moved)
        emit selectionMoved();
}

void TableScene::setInHand(const InHand& inHand)
{
    inHand_ = inHand;
    for (QGraphicsItem* item : inHandItems_)
        delete item; // and out of its scene
    inHandItems_.clear();
    addInHand();
}

HotspotItem* TableScene::hotspot(const Target& target) const
{
    const auto it = std::find_if(hotspots_.begin(), hotspots_.end(),
                                 [&](const HotspotItem* item) { return item->target() == target; });
    return it == hotspots_.end() ? nullptr : *it;
}

void TableScene::applyMarks()
{
    for (HotspotItem* item : hotspots_) {
        const Target& t = item->target();
        item->setHighlighted(std::find(highlights_.begin(), highlights_.end(), t) != highlights_.end());
        const bool wholeSeat = selection_.wholeSeat() && t.kind == Target::Kind::HandCards && t.seat == selection_.seat;
        item->setSelected(selection_.kind != Target::Kind::None && (t == selection_ || wholeSeat));
        item->setWrong(std::find(mistakes_.begin(), mistakes_.end(), t) != mistakes_.end());
    }
}

void TableScene::addHotspot(const Target& target, const QRectF& rect, bool ellipse)
{
    auto* item = new HotspotItem(target, carver_.add(rect, ellipse));
    put(item);
    hotspots_.push_back(item);
}

std::vector<Money> TableScene::chipsOf(Money amount) const
{
    std::vector<Money> chips = profile_.chips.stackFor(amount);
    std::sort(chips.begin(), chips.end(), [](Money a, Money b) { return a > b; });
    return chips;
}

ChipStackItem* TableScene::addChips(Money amount, QPointF at, double radius, ChipStackItem::Tag tag, int tagPixels,
                                    ChipStackItem::Role role)
{
    if (amount.isZero())
        return nullptr;
    std::vector<Money> chips = chipsOf(amount);
    if (chips.empty())
        chips = {profile_.chips.denominations().front()};
    if (chips.size() > 12)
        chips.resize(12);
    auto* stack = new ChipStackItem(std::move(chips), amount, radius, tag, tagPixels, role);
    stack->setPos(at);
    if (role == ChipStackItem::Role::Payout) // paid from the tray
        TableMotion::mark(stack, QStringLiteral("paid@%1,%2").arg(std::lround(at.x())).arg(std::lround(at.y())), {},
                          geometry::kTray.center());
    stack->setZValue(20);
    put(stack);
    if (tag != ChipStackItem::Tag::None)
        taggedStacks_.push_back(stack);
    return stack;
}

ChipStackItem* TableScene::addWagerChips(Money wager, const PaidChips& paid, QPointF at, double radius,
                                         PaidPlaces paidAt, ChipStackItem::Tag wagerTag, ChipStackItem::Tag payoutTag)
{
    if (ChipStackItem* stack = addChips(wager, at, radius, wagerTag))
        return stack;
    if (paid.payout.isZero())
        return addChips(paid.wager, at, radius, wagerTag);
    ChipStackItem* returned = addChips(paid.wager, at + paidAt.wager, radius, wagerTag);
    addChips(paid.payout, at + paidAt.payout, radius, payoutTag, geometry::kAmountTagPixels,
             ChipStackItem::Role::Payout);
    return returned;
}

void TableScene::markWager(ChipStackItem* stack, const QString& key, const QString& kin, int seat, bool returned)
{
    if (stack)
        TableMotion::mark(stack, key, kin, geometry::chairOf(seat),
                          returned ? geometry::chairOf(seat) : geometry::kTray.center());
}

QString TableScene::wagerKey(int seat, int hand, int bettor)
{
    return bettor == 0 ? QStringLiteral("wager s%1.%2").arg(seat).arg(hand)
                       : QStringLiteral("wager s%1.%2 b%3").arg(seat).arg(hand).arg(bettor);
}

QString TableScene::doubleKey(int seat, int hand, int bettor)
{
    return bettor == 0 ? QStringLiteral("double s%1.%2").arg(seat).arg(hand)
                       : QStringLiteral("double s%1.%2 b%3").arg(seat).arg(hand).arg(bettor);
}

void TableScene::addShoeSides(const Shoe& shoe, std::optional<CardBack> preparing, QPointF first)
{
    double y = first.y();
    for (const CardBack side : {shoe.dealingSide(), otherBack(shoe.dealingSide())}) {
        const int segregated = static_cast<int>(shoe.segregated(side).size());
        QString text = QStringLiteral("%1 side %2").arg(cardBackName(side)).arg(shoe.remainingIn(side));
        if (side == preparing)
            text = QStringLiteral("%1 side: being prepared").arg(cardBackName(side));
        else if (segregated > 0)
            text += QStringLiteral(" + %1 segregated").arg(segregated);
        const bool dealing = side == shoe.dealingSide() && !preparing;
        if (dealing)
            text = QStringLiteral("dealing: ") + text;
        auto* badge = new BadgeItem(text, side == CardBack::Red ? theme::kRedSideFill : theme::kBlueSideFill,
                                    theme::kSideInk, theme::kTableTypePx, dealing);
        badge->setPos(first.x(), y);
        badge->setZValue(20);
        put(badge);
        y += badge->boundingRect().height() + 2;
    }
}

// A double shoe (MD-BJ 3.C): each side's count in its backs' colour, the side dealing first and
// marked, the segregated areas' cards (7.C(3)); and a determinant card drawn, face up beside the shoe
// until it is the first player's card or segregated (7.C(2)-(3)).
void TableScene::addDoubleShoe(const RoundState& state)
{
    using namespace geometry;
    // On the felt right of the shoe, clear of the first seat's wager.
    addShoeSides(state.shoe, std::nullopt, {kShoe.right() + 120, kShoe.top() + 14});
    if (!state.determinant)
        return;
    auto* card = new CardItem(*state.determinant, true, false);
    card->setScale(0.8);
    card->setPos(kShoe.topRight() + QPointF(120, -70)); // above the sides' counts
    card->setZValue(20);
    put(card);
    auto* tag = new BadgeItem(QStringLiteral("determinant card"), theme::kCoverBadgeFill, theme::kCoverBadgeInk,
                              theme::kTableTypePx, true);
    tag->setPos(card->sceneBoundingRect().right() + 90, card->sceneBoundingRect().center().y());
    tag->setZValue(21);
    put(tag);
}

void TableScene::addEquipment(const RoundState& state)
{
    using namespace geometry;
    auto* shoeCount =
        new BadgeItem(cardCountText(state.shoe.remaining()), theme::kNoFill, theme::kCountInk, theme::kTableTypePx);
    shoeCount->setPos(kShoe.center() + QPointF(0, kBoxCountDrop));
    put(shoeCount);
    if (state.shoe.isDouble())
        addDoubleShoe(state);
    // The next card at the shoe's mouth: its back, or its face when it is face up or is a 10 the
    // dealer finds as it comes out (MD-S21 13.A, 13.C).
    const auto next = state.shoe.shownNext();
    const bool irregular = next && (next->faceUp || next->card.rank == Rank::Ten);
    auto* mouth = new CardItem(irregular ? next->card : Card{}, irregular, true, shoeBacks_);
    mouth->setScale(0.62);
    mouth->setPos(kShoe.center() + QPointF(8, 4));
    put(mouth);
    addHotspot({Target::Kind::Shoe}, kShoe, false);
    addLooseCard(state.irregular);
    if (state.shoe.coverCardReached() && !state.coverCardSeen) {
        // The cover card at the shoe's mouth (MD-S21 7.C): yellow plastic, before the next card.
        auto* cover = new BadgeItem(QStringLiteral("  COVER CARD  "), theme::kCoverBadgeFill, theme::kCoverBadgeInk,
                                    theme::kTableTypePx, true);
        cover->setPos(kShoe.center() + QPointF(8, -34));
        cover->setZValue(25);
        put(cover);
    }

    auto* rackCount =
        new BadgeItem(cardCountText(state.rack.cardCount()), theme::kNoFill, theme::kRackCountInk, theme::kTableTypePx);
    rackCount->setPos(kRack.center() + QPointF(0, kBoxCountDrop));
    put(rackCount);
    if (state.rack.cardCount() > 0) {
        auto* top = new CardItem(Card{}, false, true, state.rack.groups().back().back);
        top->setScale(0.55);
        top->setPos(kRack.center() + QPointF(0, 2));
        put(top);
    }
    addHotspot({Target::Kind::Rack}, kRack, false);

    if (state.profile.usesCardReader()) {
        addHotspot({Target::Kind::Reader}, kReader, false);
        const Irregularities& faults = state.irregular;
        const bool outOfOrder = faults.readerFailure != ReaderFailure::None;
        const bool misused = faults.readerMisuse == ReaderMisuse::Unreported;
        if (state.dealer.peeked || outOfOrder || misused) {
            auto* tag = outOfOrder || misused
                            ? new BadgeItem(outOfOrder ? QStringLiteral("OUT OF ORDER")
                                                       : QStringLiteral("hole card in, 2-9 up!"),
                                            theme::kAlarmFill, theme::kAlarmInk, theme::kTableTypePx, true)
                            : new BadgeItem(QStringLiteral("peeked"), theme::kPeekedFill, theme::kPeekedInk,
                                            theme::kTableTypePx);
            tag->setPos(kReader.center() + QPointF(0, 36));
            put(tag);
        }
    }

    const auto& denominations = state.profile.chips.denominations();
    const int count = static_cast<int>(denominations.size());
    for (int i = 0; i < count; ++i) {
        const QPointF at = trayChip(i, count);
        auto* stack = new ChipStackItem(std::vector<Money>(5, denominations[static_cast<std::size_t>(i)]),
                                        denominations[static_cast<std::size_t>(i)], 19);
        stack->setPos(at + QPointF(0, 6));
        put(stack);
        taggedStacks_.push_back(stack);
        addHotspot({Target::Kind::TrayChip, 0, 0, denominations[static_cast<std::size_t>(i)]}, around(at, 56, 50),
                   false);
    }
    auto* balance = new BadgeItem(QStringLiteral("CHIP TRAY  %1").arg(moneyText(state.tray)), theme::kTrayBalanceFill,
                                  theme::kTrayBalanceInk, theme::kTableTypePx, true);
    // On the rail under the tray, clear of the chips stacked in it.
    balance->setPos(kTray.center().x(), kTray.bottom() + 28);
    balance->setZValue(30);
    put(balance);
    const QRectF onRail = balance->sceneBoundingRect();
    addHotspot({Target::Kind::Tray}, QRectF(kTray.left(), onRail.top(), kTray.width(), onRail.height()), false);

    if (state.insuranceOffer != InsuranceOffer::NotOffered) {
        auto* tag = new BadgeItem(state.insuranceOffer == InsuranceOffer::Closed ? QStringLiteral("insurance closed")
                                                                                 : QStringLiteral("INSURANCE OPEN"),
                                  theme::kBannerFill, theme::kBannerInk, theme::kTableTypePx, true);
        // Under the dealer's cards, as the DEALER label is over them: the line itself is the wagers'.
        tag->setPos(kDealerFirstCard + QPointF(35, 70));
        put(tag);
    }
}

void TableScene::addDealer(const RoundState& state)
{
    using namespace geometry;
    const auto& cards = state.dealer.cards.cards();
    for (std::size_t i = 0; i < cards.size() && !state.dealer.cardsPickedUp; ++i) {
        const bool faceUp = !(i == 1 && state.holeCardHidden());
        auto* item = new CardItem(cards[i], faceUp, false, shoeBacks_);
        item->setPos(kDealerFirstCard + QPointF(kDealerStep * static_cast<double>(i), 0));
        TableMotion::mark(item, QStringLiteral("dealer.%1:%2").arg(i).arg(QString::fromStdString(notation(cards[i]))),
                          {}, kShoe.center());
        TableMotion::markFace(item, faceUp); // the hole card turns over
        item->setZValue(10 + static_cast<double>(i));
        put(item);
    }
    // The hole card's place first: the dealer's row, a little lower than it, is cut in two around it.
    if (state.profile.dealerSecondCard != DealerSecondCard::NoHoleCard)
        addHotspot({Target::Kind::HoleSlot}, around(kHoleSlot, kCard.width() + 8, kCard.height() + 8), false);
    const QRectF dealerArea(kDealerFirstCard.x() - 40, kDealerFirstCard.y() - 38, 250, 76);
    addHotspot({Target::Kind::DealerCards}, dealerArea, false);
    auto* label =
        new BadgeItem(QStringLiteral("DEALER"), theme::kNameFill, theme::kDealerLabelInk, theme::kTableTypePx, true);
    label->setPos(kDealerFirstCard + QPointF(35, -62));
    put(label);
}

// A card drawn in error lies beside the shoe until it is used or discarded (MD-S21 13.E-I): face
// down when no one has seen it.
void TableScene::addLooseCard(const Irregularities& irregular)
{
    using namespace geometry;
    if (!irregular.looseCard)
        return;
    auto* card = new CardItem(irregular.looseCardExposed ? *irregular.looseCard : Card{}, irregular.looseCardExposed,
                              false, shoeBacks_);
    card->setScale(0.8);
    card->setPos(kShoe.topRight() + QPointF(62, 30));
    card->setZValue(20);
    put(card);
    auto* tag = new BadgeItem(QStringLiteral("drawn in error"), theme::kDrawnInErrorFill, theme::kDrawnInErrorInk,
                              theme::kTableTypePx, true);
    // Under the card itself: above it lies the first seat's hand, which the tag was read as.
    const QRectF onTable = card->sceneBoundingRect();
    tag->setPos(onTable.center().x(), onTable.bottom() + tag->boundingRect().height() / 2 + 2);
    tag->setZValue(21);
    put(tag);
}

void TableScene::addSeat(const RoundState& state, int seat)
{
    using namespace geometry;
    const SeatPlaces places = seatPlaces(seat);
    const Seat& s = state.seat(seat);
    if (!s.occupied) {
        if (const std::string* player = sittingOutAt(sittingOut_, seat)) {
            auto* name = new BadgeItem(seatNameText(seat, *player), theme::kNameFill, theme::kLabelInk,
                                       theme::kTableTypePx, true);
            name->setPos(places.label);
            put(name);
            auto* out = new BadgeItem(QStringLiteral("sitting out"), theme::kNameFill, theme::kOpenSeatInk,
                                      theme::kTableTypePx);
            out->setPos(places.label + QPointF(0, kLabelLineStep));
            put(out);
            return;
        }
        auto* open = new BadgeItem(QStringLiteral("Seat %1 · open").arg(seat), theme::kNameFill, theme::kOpenSeatInk,
                                   theme::kTableTypePx);
        open->setPos(places.label);
        put(open);
        return;
    }
    auto* name =
        new BadgeItem(seatNameText(seat, s.player), theme::kNameFill, theme::kLabelInk, theme::kTableTypePx, true);
    name->setPos(places.label);
    name->setZValue(30);
    put(name);
    // What the player has in front of them: paid chips still on the layout are theirs but not there yet;
    // on a shared box, that they call the decisions (MA-S21 13(b)), the words growing the line toward the
    // rail's end, away from the seat's circles.
    const QString bankrollText = moneyText(s.inFront());
    auto* bankroll =
        new BadgeItem(bankrollText + callerText(s), theme::kNameFill, theme::kBankrollInk, theme::kTableTypePx);
    const double grown =
        bankroll->boundingRect().width() -
        BadgeItem(bankrollText, theme::kNameFill, theme::kBankrollInk, theme::kTableTypePx).boundingRect().width();
    const double outward = places.label.x() < kTableCentre.x() ? -1 : places.label.x() > kTableCentre.x() ? 1 : 0;
    bankroll->setPos(
        keptOnTable(places.label + QPointF(outward * grown / 2, kLabelLineStep), bankroll->boundingRect().size()));
    bankroll->setZValue(30); // over a player's reaching hand, as the name
    put(bankroll);
    // What the player shows: a decision's signal drawn as they make it, or a thought or words
    // about an irregularity on a badge.
    const QString signal = seatSignal(state, seat, waved_, thinking_);
    const std::optional<ShownDecision> decision = shownDecision(state, seat, waved_);
    if (decision && signal == signalText(state, seat, *decision))
        addSignal(state, seat, *decision);
    else if (saysEvenMoney(state, seat))
        addSpeech(seat, QStringLiteral("Even money"));
    else if (!signal.isEmpty()) {
        auto* badge =
            new BadgeItem(signal, seat == thinking_ ? theme::kThinkingFill : theme::kSignalFill,
                          seat == thinking_ ? theme::kThinkingInk : theme::kSignalInk, theme::kTableTypePx, true);
        badge->setPos(places.label + QPointF(0, 2 * kLabelLineStep));
        badge->setZValue(40);
        put(badge);
    }

    const int hands = static_cast<int>(s.hands.size());
    for (int hand = 0; hand < hands; ++hand)
        addHand(state, seat, hand);
    // The wagers' places after the cards', the smallest first: each split hand's, then the circle; on a
    // shared box, the wagers behind the caller's before the hand's (the caller's wager is the rest).
    const int bettors = 1 + static_cast<int>(s.backers.size());
    for (int hand = hands - 1; hand >= 0; --hand) {
        const PlayerHand& h = s.hands[static_cast<std::size_t>(hand)];
        for (int bettor = bettors - 1; bettor >= 1; --bettor) {
            const BehindStake& stake = h.behind[static_cast<std::size_t>(bettor - 1)];
            if (stake.wager.isZero() && stake.doubleWager.isZero() && stake.paid.total().isZero())
                continue;
            const QPointF at = lineWagerPlace(seat, hand, hands, bettor, bettors);
            addHotspot(Target::inLine(Target::Kind::HandWager, seat, hand, bettor),
                       around((at + lineBesidePlace(at, hand)) / 2, 4 * lineChipRadius(hand) + 8,
                              2 * lineChipRadius(hand) + 6),
                       false);
            // The player's choices under the pointer, whenever the dealer wants them (13(d)-(e)).
            hotspots_.back()->setToolTip(lineStakeToolTip(s, hand, bettor));
        }
        const double size = hand == 0 ? 2 * kSpotRadius : 56;
        addHotspot({Target::Kind::HandWager, seat, hand}, around(handWagerPlace(seat, hand, hands), size, size), true);
    }
    if (state.irregular.guestFoul && state.irregular.guestFoul->seat == seat)
        addGuestFoul(*state.irregular.guestFoul, hands);

    // Paid: the wager and its payout side by side about the place, the payout on the right.
    const PaidPlaces sideBySide{QPointF(-kSideChipRadius - 1, 0), QPointF(kSideChipRadius + 1, 0)};
    markWager(addWagerChips(s.matchWager, s.matchPaid, places.match, kSideChipRadius, sideBySide),
              QStringLiteral("match s%1").arg(seat), {}, seat, s.matchWager.isZero());
    addCoupon(s.matchCoupon, places.match + QPointF(0, kSideChipRadius + 13), true);
    if (state.profile.matchTheDealer.offered)
        addHotspot({Target::Kind::MatchWager, seat}, around(places.match, 2 * kMatchRadius + 6, 2 * kMatchRadius + 6),
                   true);
    markWager(addWagerChips(s.insuranceWager, s.insurancePaid, places.insurance, kSideChipRadius, sideBySide),
              QStringLiteral("insurance s%1").arg(seat), {}, seat, s.insuranceWager.isZero());
    addLineInsurance(state, seat);
    if (s.backers.empty()) { // on a shared box each player's name is their award place (addLineStake)
        // A dashed ring beside the wager, where a bonus award is set: a word there would not read at
        // the table's smallest size (the place's tooltip and its reader's name say it).
        constexpr double kAwardRing = 15;
        auto* ring = new AwardRingItem(kAwardRing);
        ring->setPos(places.award);
        put(ring);
        addHotspot({Target::Kind::Award, seat}, around(places.award, 44, 36), true);
        hotspots_.back()->setToolTip(QStringLiteral("Seat %1's bonus award").arg(seat));
    }
    // The Bonus Spin's payout against it on the left, or where it lies in the Xtreme 16's place on the
    // side away from the player (and so from the award side across the wager) as the Xtreme 16's; the
    // lit button's badge reaching away from the player too. The player sits where the line from the
    // table's middle through the wager meets the rail.
    const QPointF toWager = places.spot - kTableCentre;
    const double playerX = kTableCentre.x() + toWager.x() * kRailInner / std::hypot(toWager.x(), toWager.y());
    const auto awayFromPlayer = [&](QPointF at) { return at.x() < playerX ? -1.0 : 1.0; };
    const QPointF awayPayout(18 * awayFromPlayer(places.xtreme), -8);
    if (state.profile.bonusSpin.variant != BonusSpinVariant::None) {
        const QPointF at = bonusSpinPlace(seat, state.profile.maxPlayersPerBox > 1, state.profile.xtreme.offered);
        const bool matchSide = at == places.xtreme;
        addProgressive(s.bonusSpin, at, matchSide ? awayPayout : QPointF(-16, 0), {Target::Kind::BonusSpinWager, seat},
                       s.bonusButtonPressed ? QStringLiteral("SPIN") : QString(), awayFromPlayer(at));
    }
    if (state.profile.xtreme.offered)
        addProgressive(s.xtreme, places.xtreme, awayPayout, {Target::Kind::XtremeWager, seat}, QString(),
                       awayFromPlayer(places.xtreme));
}

// Words the seat's player says aloud, in a bubble under the name (player_signal_item.h).
void TableScene::addSpeech(int seat, const QString& words)
{
    auto* bubble = new SpeechBubbleItem(words);
    bubble->setPos(geometry::seatPlaces(seat).label + QPointF(0, 2 * geometry::kLabelLineStep));
    put(bubble);
}

// A decision as the player signals it (player_signal_item.h): on the hand being played, or the
// wave of a hand that has just stood.
void TableScene::addSignal(const RoundState& state, int seat, const ShownDecision& shown)
{
    using namespace geometry;
    const Seat& s = state.seat(seat);
    const int hands = static_cast<int>(s.hands.size());
    const QString words = signalText(state, seat, shown);
    if (shown.decision == Decision::Surrender) {
        addSpeech(seat, QStringLiteral("Surrender"));
        return;
    }
    const QPointF cards = handCentre(seat, shown.hand, hands);
    const QPointF behind(0, -(kCard.height() / 2 + 8)); // the felt just behind the cards' top edge
    if (shown.decision == Decision::Hit || shown.decision == Decision::Stand) {
        const QPointF tip = cards + behind + QPointF(shown.decision == Decision::Hit ? -12 : 0, 0);
        put(new PlayerSignalItem(shown.decision, words, tip, chairOf(seat)));
        return;
    }
    // A double or a split: the double down wager (as much as the wager, or less) or chips matching the
    // wager set down where the double down wager will lie, the hand just behind them with the sign held up.
    const PlayerHand& hand = s.hands[static_cast<std::size_t>(shown.hand)];
    const Money wager = shown.decision == Decision::Double ? hand.doubleWager : hand.wager;
    const QPointF chipsAt = doubleWagerPlace(seat, shown.hand, hands);
    const QPointF chair = chairOf(seat);
    const QPointF toChair = (chair - chipsAt) / std::hypot((chair - chipsAt).x(), (chair - chipsAt).y());
    put(new PlayerSignalItem(shown.decision, words, chipsAt + toChair * (kChipRadius + 30), chair, chipsOf(wager),
                             wager, chipsAt));
}

// The player's hand doing what the rules forbid, where a dealer would see it: chips slid or added
// beside the wager, chips pinched or taken off it in the player's fingers, a barred player's hand
// setting the wager down on the spot, or the cards lifted. The player's words are the seat's signal
// badge (irregularSignal).
void TableScene::addGuestFoul(const GuestFoul& foul, int hands)
{
    using namespace geometry;
    const SeatPlaces places = seatPlaces(foul.seat);
    const QPointF chair = chairOf(foul.seat);
    if (foul.kind == FaultKind::VerbalCashWager) { // banknotes on the spot, no hand reaching
        auto* cash = new CashItem(foul.chips);
        cash->setPos(places.spot);
        put(cash);
        addTagBeside(*cash, QStringLiteral("%1 cash").arg(moneyText(foul.chips)), theme::kCashFace, theme::kCashInk);
        return;
    }
    const bool flat = foul.kind == FaultKind::CardsTouched || foul.kind == FaultKind::CallFromBehind;
    auto* hand = new GuestHandItem(flat ? GuestHandItem::Pose::Flat : GuestHandItem::Pose::Pinching);
    QPointF tip = places.spot;
    if (foul.kind == FaultKind::CardsTouched) {
        tip = handCentre(foul.seat, 0, hands);
    } else if (foul.kind == FaultKind::CallFromBehind) {
        tip = places.spot; // a tap on the layout behind the caller's wager, for a card
    } else if (foul.kind == FaultKind::WagerAfterSittingOut || foul.kind == FaultKind::ExtraBoxWager) {
        tip = places.spot; // setting the wager down on the spot
    } else if (foul.kind == FaultKind::CouponOverWager) {
        tip = couponPlace(places.spot); // laying the coupon down beside the chips
    } else {
        // The foul's chips: beside the wager, or in the fingers that took them.
        const Spot::Kind on = foulWagerSpot(foul.kind, foul.seat).kind;
        const QPointF wager = on == Spot::Kind::MatchWager  ? places.match
                              : on == Spot::Kind::Insurance ? places.insurance
                                                            : places.spot;
        const double radius = on == Spot::Kind::PlayerHand ? kChipRadius : kSideChipRadius;
        const auto unit = [](QPointF v) { return v / std::hypot(v.x(), v.y()); };
        const QPointF toChair = unit(chair - wager);
        // On the main wager, along the rail (added chips one side, pinched the other); on a side
        // wager, on its far side from the main wager, clear of it.
        const QPointF away =
            on == Spot::Kind::PlayerHand ? QPointF(toChair.y(), -toChair.x()) : unit(wager - places.spot);
        // A little toward the player too: clear of the main wager's amount, tagged on the dealer's side.
        const QPointF towardPlayer = on == Spot::Kind::PlayerHand ? toChair * 16.0 : QPointF();
        tip = wager + away * (takesChipsOff(foul.kind) ? -46.0 : 2.4 * radius + 4) + towardPlayer;
        addChips(foul.chips, tip, radius * 0.9);
    }
    hand->reachTo(tip, chair);
    put(hand);
}

void TableScene::addCoupon(Money face, QPointF at, bool small)
{
    if (face.isZero())
        return;
    auto* coupon = new CouponItem(face, small);
    coupon->setPos(at);
    put(coupon);
    addTagBeside(*coupon, QStringLiteral("%1 coupon").arg(moneyText(face)), theme::kCouponFace, theme::kCouponInk);
}

void TableScene::addTagBeside(const QGraphicsItem& thing, const QString& text, QColor fill, QColor ink)
{
    auto* tag = new BadgeItem(text, fill, ink, theme::kTableTypePx, true);
    tag->setZValue(25);
    const QRectF body = thing.boundingRect();
    QRectF below = tag->shape().boundingRect();
    below.moveCenter(QPointF(body.center().x(), body.bottom() + 1 + below.height() / 2));
    std::vector<QPointF> places;
    for (const QPointF at : tagPlaces(body, below, body.center().y()))
        places.push_back(thing.mapToScene(at));
    floatingLabels_.push_back({tag, std::move(places), true});
}

// A progressive wager's circle, the Bonus Spin's or the Xtreme 16's: its chips, and `waiting` (the
// seat's lit Bonus Spin button after a blackjack) on a badge, on the first of a few places about the
// circle that is clear once every seat is drawn (placeFloatingLabels): below the circle, as it always
// lay, then reaching toward `away` (-1 left, 1 right: away from the player) or the other way, then
// over the wager's amount, then beside the circle, away from the player first. Where the wheel landed
// is on the progressives' display (addProgressiveDisplay).
void TableScene::addProgressive(const ProgressiveWager& wager, QPointF at, QPointF payout, const Target& place,
                                const QString& waiting, double away)
{
    using namespace geometry;
    // The wager tagged above; paid, it stays on its place and the payout lies against it (`payout`
    // from its centre), tagged below: the seat's label, the award's and the betting circle's tags
    // crowd the places further out on either side and above.
    ChipStackItem* stack = addWagerChips(wager.wager, wager.paid, at, 13, {QPointF(), payout},
                                         ChipStackItem::Tag::Above, ChipStackItem::Tag::Below);
    markWager(stack, QStringLiteral("progressive %1 s%2").arg(static_cast<int>(place.kind)).arg(place.seat), {},
              place.seat, wager.wager.isZero());
    addHotspot(place, around(at, 2 * kBonusSpinRadius + 6, 2 * kBonusSpinRadius + 6), true);
    if (waiting.isEmpty())
        return;
    auto* badge = new BadgeItem(waiting, theme::kAwardFill, theme::kAwardInk, theme::kTableTypePx, true);
    badge->setZValue(35);
    // Below: under the tag of a payout beside the wager (addSideWager), when there is one.
    const QRectF box = badge->boundingRect();
    const double reach = away * (box.width() / 2 - kBonusSpinRadius);
    const double below = kBonusSpinRadius + (wager.paid.payout.isZero() ? 12 : 28);
    const double top = stack ? stack->mapToScene(stack->shape()).boundingRect().top() - at.y() : -kBonusSpinRadius;
    const double above = top - 2 - box.bottom();
    const double beside = away * (kBonusSpinRadius + std::abs(payout.x()) + 16 + box.width() / 2);
    std::vector<QPointF> places;
    for (const QPointF offset :
         {QPointF(0, below), QPointF(reach, below), QPointF(-reach, below), QPointF(0, below + 16),
          QPointF(reach, below + 16), QPointF(0, above), QPointF(reach, above), QPointF(-reach, above),
          QPointF(beside, 0), QPointF(-beside, 0)})
        places.push_back(at + offset);
    floatingLabels_.push_back({badge, std::move(places), true});
}

std::vector<TableScene::Coverable> TableScene::coverables()
{
    std::vector<Coverable> things;
    for (const QGraphicsItem* item : canvas().items())
        if (const std::optional<Coverable> thing = coverable(*item))
            things.push_back(*thing);
    return things;
}

std::optional<TableScene::Coverable> TableScene::coverable(const QGraphicsItem& item) const
{
    if (&item == felt_ || dynamic_cast<const HotspotItem*>(&item))
        return std::nullopt;
    if (const std::optional<QRectF> bounds = seenBounds(item))
        return Coverable{&item, *bounds};
    return std::nullopt;
}

void TableScene::noteCoverable(std::vector<Coverable>& things, const QGraphicsItem& item) const
{
    std::erase_if(things, [&item](const Coverable& thing) { return thing.item == &item; });
    if (const std::optional<Coverable> thing = coverable(item))
        things.push_back(*thing);
}

bool TableScene::covers(const QPainterPath& outline, const QGraphicsItem* self, Clearance clearance,
                        const std::vector<Coverable>& things)
{
    // Found by their bounding rectangles alone: the shapes that count are compared below.
    const QRectF area = outline.boundingRect();
    for (const auto& [item, bounds] : things) {
        if (item == self || !bounds.intersects(area))
            continue;
        QPainterPath taken;
        if (const auto* card = dynamic_cast<const CardItem*>(item))
            taken = clearance.wholeCardsAndChips ? card->shape() : card->indexShape();
        else if (const auto* stack = dynamic_cast<const ChipStackItem*>(item))
            taken = clearance.wholeCardsAndChips ? stack->shape() : stack->tagShape();
        else if (clearance.everythingElse || dynamic_cast<const BadgeItem*>(item) ||
                 dynamic_cast<const AmountTagItem*>(item) ||
                 (clearance.couponsAndCash &&
                  (dynamic_cast<const CouponItem*>(item) || dynamic_cast<const CashItem*>(item))))
            taken = item->shape();
        // Compared as paths only where their bounding rectangles meet or touch: most do not, and
        // comparing curved paths is dear.
        if (taken.isEmpty() || apart(item->sceneTransform().mapRect(taken.boundingRect()), area))
            continue;
        if (item->mapToScene(taken).intersects(outline))
            return true;
    }
    return false;
}

void TableScene::placeFloatingLabels()
{
    std::vector<Coverable> things = coverables();
    for (auto& [label, places, clearOfChipsAndCards] : floatingLabels_) {
        const Clearance clearance{.wholeCardsAndChips = clearOfChipsAndCards};
        const auto free = std::find_if(places.begin(), places.end(), [&](QPointF at) {
            return !covers(label->shape().translated(at), label, clearance, things);
        });
        label->setPos(free != places.end() ? *free : places.front());
        put(label);
        noteCoverable(things, *label); // the next labels keep clear of it
    }
    floatingLabels_.clear();
}

void TableScene::placeAmountTags()
{
    const QRectF table = geometry::kScene.adjusted(2, 2, -2, -2);
    std::vector<Coverable> things = coverables();
    for (ChipStackItem* stack : taggedStacks_) {
        const QRectF tag = stack->tagShape().boundingRect();
        if (tag.isEmpty())
            continue;
        const QRectF chips = stack->chipsShape().boundingRect();
        const std::vector<QPointF> places = tagPlaces(chips, tag, chips.bottom() - chips.width() / 2);
        const auto outlineAt = [&](QPointF centre) {
            QRectF moved = tag;
            moved.moveCenter(centre);
            return stack->mapToScene(outlineOf(moved));
        };
        const auto clearOf = [&](bool anything) {
            return std::find_if(places.begin(), places.end(), [&](QPointF centre) {
                const QPainterPath outline = outlineAt(centre);
                return table.contains(outline.boundingRect()) &&
                       !covers(outline, stack,
                               {.wholeCardsAndChips = anything, .couponsAndCash = true, .everythingElse = anything},
                               things);
            });
        };
        auto place = clearOf(true);
        if (place == places.end()) {
            place = clearOf(false);
            stack->setZValue(stack->zValue() + 1); // its tag over the chips it lies on
        }
        if (place != places.end() && stack->moveTag(*place))
            noteCoverable(things, *stack); // its bounds reach its tag where it is now
    }
    taggedStacks_.clear();
}

namespace {

// Seats in order as a display writes them: "4", "3, 4", "1-3, 5, 7".
QString seatsText(const std::vector<int>& seats)
{
    QStringList parts;
    for (std::size_t i = 0; i < seats.size();) {
        std::size_t last = i;
        while (last + 1 < seats.size() && seats[last + 1] == seats[last] + 1)
            ++last;
        if (last >= i + 2)
            parts << QStringLiteral("%1-%2").arg(seats[i]).arg(seats[last]);
        else
            for (std::size_t k = i; k <= last; ++k)
                parts << QString::number(seats[k]);
        i = last + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

// The Xtreme 16's two meters as the round stands: what its primary and secondary Jackpots pay now
// (MD-S21BS 12.E(1)(a)-(b), 12.E(4)); then where each wheel spun this round landed (MD-S21BS 12.D,
// 12.E, MA-S21 16(d)): for each wheel spun, its name, then a badge for each place it stopped at,
// with the seats it stopped there for ("3, 4: $250 and $100", "1-7: $150 community"). Off the
// layout, above the rail, so that no seat's chips or amounts are ever under it (by the circle, a
// stop's badge lay on the betting circle's amount at seats 3 to 5 of a crowded table), written left to
// right in rows, each badge clear of the seats' names on the rail. Room for every seat's Hot Spot spin
// after a dealer's 16 and two Bonus Spins besides (tst_table_places).
void TableScene::addProgressiveDisplay(const RoundState& state)
{
    using namespace geometry;
    std::vector<BadgeItem*> badges;
    if (state.profile.xtreme.offered)
        badges.push_back(
            new BadgeItem(QStringLiteral("XTREME 16  primary %1 · secondary %2")
                              .arg(moneyText(state.xtremeMeters.primary), moneyText(state.xtremeMeters.secondary)),
                          theme::kXtremeCircleFill, theme::kXtremeViolet, theme::kTableTypePx, true));
    for (const auto& [wagerOf, wheel] :
         {std::pair(&Seat::bonusSpin, "BONUS SPIN"), std::pair(&Seat::xtreme, "HOT SPOT")}) {
        // The seats whose wheels stopped alike on one badge, in the order of the first of them.
        std::vector<std::pair<QString, std::vector<int>>> stops;
        for (int seat = 1; seat <= kSeatCount; ++seat) {
            const std::optional<WheelStop>& stop = (state.seat(seat).*wagerOf).stop;
            if (!stop)
                continue;
            const QString where = QString::fromStdString(describe(*stop));
            auto alike = std::find_if(stops.begin(), stops.end(), [&](const auto& s) { return s.first == where; });
            if (alike == stops.end())
                alike = stops.insert(stops.end(), {where, {}});
            alike->second.push_back(seat);
        }
        if (!stops.empty())
            badges.push_back(new BadgeItem(QLatin1String(wheel), theme::kNameFill, theme::kBonusLabelInk,
                                           theme::kTableTypePx, true));
        for (const auto& [where, seats] : stops)
            badges.push_back(new BadgeItem(QStringLiteral("%1: %2").arg(seatsText(seats), where), theme::kAwardFill,
                                           theme::kAwardInk, theme::kTableTypePx));
    }
    QPointF at = kDisplayBand.topLeft() + QPointF(0, kDisplayGap);
    for (BadgeItem* badge : badges)
        placeOnDisplay(badge, at, false);
}

bool TableScene::placeOnDisplay(BadgeItem* badge, QPointF& at, bool withinBand)
{
    using geometry::kDisplayBand;
    const QSizeF size = badge->boundingRect().size();
    QPointF place = at;
    for (;;) { // the next place on the row clear of the names, else the next row's first
        if (place.x() > kDisplayBand.left() && place.x() + size.width() > kDisplayBand.right())
            place = QPointF(kDisplayBand.left(), place.y() + size.height());
        if (withinBand && place.y() + size.height() > kDisplayBand.bottom()) {
            delete badge;
            return false;
        }
        const QList<QGraphicsItem*> under = canvas().items(QRectF(place, size), Qt::IntersectsItemBoundingRect);
        const auto name = std::find_if(under.begin(), under.end(),
                                       [](const QGraphicsItem* item) { return dynamic_cast<const BadgeItem*>(item); });
        if (name == under.end())
            break;
        place.setX((*name)->sceneBoundingRect().right() + kDisplayGap);
    }
    badge->setPos(place - badge->boundingRect().topLeft());
    badge->setZValue(5);
    put(badge);
    at = place + QPointF(size.width() + kDisplayGap, 0);
    return true;
}

void TableScene::placeSharedLines()
{
    for (BadgeItem* badge : sharedLineBadges_)
        delete badge; // and out of its scene
    sharedLineBadges_.clear();
    std::vector<const SharedLine*> order;
    const auto add = [&](auto&& chosen) {
        for (const SharedLine& line : sharedLines_)
            if (chosen(line))
                order.push_back(&line);
    };
    const auto on = [](const Target& target, const SharedLine& line) {
        return target.seat == line.seat && target.hand == line.hand;
    };
    const auto lit = [&](const SharedLine& line) {
        return std::any_of(highlights_.begin(), highlights_.end(), [&](const Target& t) { return on(t, line); });
    };
    add([&](const SharedLine& line) { return on(selection_, line); });
    add([&](const SharedLine& line) { return !on(selection_, line) && lit(line); });
    add([&](const SharedLine& line) { return !on(selection_, line) && !lit(line); });
    for (const SharedLine* line : order) {
        // Each on the first place the display has left, from its top: a shorter line may fit where a
        // longer one did not.
        QPointF at = geometry::kDisplayBand.topLeft() + QPointF(0, kDisplayGap);
        auto* badge = new BadgeItem(line->text, theme::kNameFill, theme::kLabelInk, theme::kTableTypePx);
        if (placeOnDisplay(badge, at, true))
            sharedLineBadges_.push_back(badge);
    }
}

void TableScene::addHand(const RoundState& state, int seat, int hand)
{
    using namespace geometry;
    const Seat& s = state.seat(seat);
    const PlayerHand& h = s.hands[static_cast<std::size_t>(hand)];
    const int hands = static_cast<int>(s.hands.size());
    const QPointF centre = handCentre(seat, hand, hands);

    if (!h.cardsPickedUp) {
        const auto& cards = h.cards.cards();
        const double step = cardStep(hands);
        const double tilt = seatTilt(seat);
        const int n = static_cast<int>(cards.size());
        for (int i = 0; i < n; ++i) {
            const bool sideways = h.doubled() && i == n - 1 && n >= 3;
            auto* card = new CardItem(cards[static_cast<std::size_t>(i)], true, sideways);
            const double dx = (i - (n - 1) / 2.0) * step + (sideways ? 16 : 0);
            card->setPos(centre + QPointF(dx, sideways ? 8.0 : -i * 3.0));
            card->setRotation(card->rotation() + tilt);
            // Its seat and card are its kin: a split pair's second card moves to the new hand.
            const QString name = QString::fromStdString(notation(cards[static_cast<std::size_t>(i)]));
            TableMotion::mark(card, QStringLiteral("seat%1.%2.%3:%4").arg(seat).arg(hand).arg(i).arg(name),
                              QStringLiteral("seat%1:%2").arg(seat).arg(name), kShoe.center(), kRack.center());
            card->setZValue(10 + i);
            put(card);
        }
    }

    const int bettors = 1 + static_cast<int>(s.backers.size());
    if (bettors > 1) { // a shared box's line (MA-S21 13(c))
        for (int bettor = 0; bettor < bettors; ++bettor)
            addLineStake(state, seat, hand, bettor);
    } else {
        // In the betting circle the amounts are tagged above the chips, clear of the cards in front of
        // it; a double down wager lies where doubleWagerPlace puts it, the circle's wager moving aside.
        const QPointF wagerAt = handWagerPlace(seat, hand, hands);
        const QPointF doubleAt = doubleWagerPlace(seat, hand, hands);
        // A player's hand reaching for the wager comes from the player's side: then its amount is
        // tagged below, on the dealer's side (issue 39, finding 14).
        const auto& foul = state.irregular.guestFoul;
        const bool reachedFor =
            foul && altersWager(foul->kind) && foulWagerSpot(foul->kind, foul->seat) == Spot::player(seat);
        const auto amountTag = hand == 0 && !reachedFor ? ChipStackItem::Tag::Above : ChipStackItem::Tag::Below;
        // The wager returned keeps the wager's key (it moves aside as it is paid), with its double's as kin
        // (joined with it).
        const QString wager = wagerKey(seat, hand);
        const QString doubled = doubleKey(seat, hand);
        if (!h.paid.total().isZero()) {
            // Paid: the wager returned (with its double) on the left, the payout beside it on the right;
            // in the circle where a wager and its double lie, a little lower, the taller stacks' tags
            // clear of the award place's label; for a split hand on its double's place and its wager's,
            // no nearer its neighbours' cards than a doubled hand's chips. A wager returned without a
            // payout lies alone on its place.
            const QPointF left = hand == 0 ? QPointF(-20, 14) : doubleAt - wagerAt;
            const QPointF right = hand == 0 ? QPointF(22, 14) : QPointF();
            markWager(addWagerChips(Money(), h.paid, wagerAt, kChipRadius, {left, right}, amountTag, amountTag), wager,
                      doubled, seat, true);
        } else {
            const QPointF aside = hand == 0 && h.doubled() ? QPointF(-20, 0) : QPointF();
            markWager(addChips(h.wager, wagerAt + aside, kChipRadius, amountTag), wager, {}, seat, false);
            markWager(addChips(h.doubleWager, doubleAt, kChipRadius, amountTag), doubled, {}, seat, false);
        }
    }
    if (hand == 0)
        addCoupon(h.coupon, couponPlace(lineWagerPlace(seat, 0, hands, 0, bettors)), false);
    // The cards' place after a shared box's names (the players' award places, which are small).
    const double width = hands == 1 ? kCard.width() + 56 : handSpacing(hands) - 6; // clear of the next hand
    addHotspot({Target::Kind::HandCards, seat, hand}, around(centre, width, kCard.height() + 14), false);
    if (h.surrenderOnCards) {
        auto* tag = new BadgeItem(QStringLiteral("surrendered: on the cards"), theme::kSurrenderFill,
                                  theme::kSurrenderInk, theme::kTableTypePx);
        tag->setPos(centre + QPointF(0, 52));
        tag->setZValue(40);
        put(tag);
    }
}

void TableScene::addInHand()
{
    using namespace geometry;
    const auto add = [this](QGraphicsItem* item, QPointF pos, qreal z) {
        item->setPos(pos);
        item->setZValue(z);
        put(item);
        inHandItems_.push_back(item);
    };
    switch (inHand_.kind()) {
    case InHand::Kind::Nothing: return;
    case InHand::Kind::Card: {
        auto* card = new CardItem(Card{}, false, false, shoeBacks_);
        card->setRotation(-8);
        add(card, kShoe.center() + QPointF(0, -90), 90);
        return;
    }
    case InHand::Kind::Chips: {
        const Money amount = inHand_.chipsAmount();
        // Left of the tray's balance, clear of its label and of the dealer's cards.
        add(new ChipStackItem(chipsOf(amount), amount, kChipRadius), kTray.center() + QPointF(-200, -80), 90);
        return;
    }
    case InHand::Kind::Cards: {
        auto* cards = new CardStackItem(profile_.decks * 48, std::nullopt, false, shoeBacks_);
        cards->setRotation(-6);
        cards->setOpacity(0.85);
        add(cards, kWorkArea + QPointF(0, -40), 90);
        add(new BadgeItem(QStringLiteral("in hand"), theme::kInHandFill, theme::kInHandInk, theme::kTableTypePx, true),
            kWorkArea + QPointF(0, -90), 91);
        return;
    }
    }
}

HotspotItem* TableScene::hotspotAt(QPointF scenePos) const
{
    for (QGraphicsItem* item : items(scenePos)) {
        const auto it = std::find(hotspots_.begin(), hotspots_.end(), item);
        if (it != hotspots_.end() && (*it)->shape().contains((*it)->mapFromScene(scenePos)))
            return *it;
    }
    return nullptr;
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    pressed_ = {};
    if (event->button() != Qt::LeftButton)
        return;
    if (HotspotItem* item = hotspotAt(event->scenePos())) {
        pressed_ = item->target();
        // A wager's place is clicked on release: pressed there, its chips may be dragged away.
        if (!pressed_.holdsWager())
            emit targetClicked(item->target(), event->modifiers());
    }
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    const HotspotItem* item = event->button() == Qt::LeftButton ? hotspotAt(event->scenePos()) : nullptr;
    const Target released = item ? item->target() : Target();
    if (pressed_.holdsWager()) {
        // Released where it was pressed: a click; on another place: the wager's chips dragged there.
        if (released == pressed_)
            emit targetClicked(pressed_, event->modifiers());
        else if (item)
            emit chipsDragged(pressed_, released);
    } else if (item && !(released == pressed_) &&
               (pressed_.kind == Target::Kind::Shoe || pressed_.kind == Target::Kind::TrayChip)) {
        // A drag from the shoe or a tray chip drops on the place where the button is released.
        emit targetClicked(released, event->modifiers());
    }
    pressed_ = {};
}

} // namespace s21::app
