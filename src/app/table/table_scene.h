#pragma once
// The table scene: the felt (felt_item.h) plus dumb view items drawn anew from the round state on each
// refresh(), or between rounds from the shoe procedure's state on each refreshShoe(), of which only
// those that changed replace the shown ones (table_update.h); the cards and payouts whose place
// changed are then drawn moving there (motion(): table_motion.h). It never
// changes the round or the procedure: a click (or a drag from the shoe or a tray chip) on an
// interactive place is reported as targetClicked(), a wager's place on release; a drag from a wager's
// place to another place as chipsDragged(). What they mean is the gesture controller's business. Highlights (guided practice) and the selection are only drawn here, never decided.
// Interactive places never overlap: each is added most specific first and takes only what no place
// added before it holds, so a click lands on one place and what lights up is exactly what it reaches.
// Each refresh also says what the table shows in words (elements(), for the table's accessible
// interface: table_accessible.h) and signals described().

#include "app/table/in_hand.h"
#include "app/table/place_carver.h"
#include "app/table/table_description.h"
#include "app/table/table_items.h"
#include "app/table/table_motion.h"
#include "app/table/table_update.h"
#include "app/table/target.h"
#include "core/round/round_state.h"
#include "core/shoe_procedure/shoe_procedure_state.h"

#include <QGraphicsScene>

#include <string>
#include <utility>
#include <vector>

namespace s21::app {

class TableScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit TableScene(QObject* parent = nullptr);

    // What the players' signals show at the next refresh: `waved` is a seat that just waved to stand
    // (a stand leaves no signal in the state), `thinking` a seat still making up its mind (the
    // short pause a real player takes before signalling).
    void setPlayerMoment(int waved, int thinking);
    // The players seated but sitting this round out, by seat, drawn at the next refresh with their
    // names instead of an open seat.
    void setSittingOut(std::vector<std::pair<int, std::string>> players);
    // Repaints the table for the round's state (its profile sets the felt's equipment and signs).
    void refresh(const RoundState& state);
    // Repaints the table between rounds: the shoe procedure's cards (deck boxes, the spread, the
    // wash, the stack with the cover card in it, the loaded shoe), the shuffler, the discard rack,
    // and the seated players (by seat, with their names) with their answers to the cut offer.
    void refreshShoe(const ShoeState& state, const std::vector<std::pair<int, std::string>>& players);
    // The places to light up for the trainee (guided practice); empty for none.
    void setHighlights(std::vector<Target> targets);
    // The places a mistaken action landed on (guided practice), marked in red; empty for none.
    void setMistakes(std::vector<Target> targets);
    // The selected place (keyboard focus), every hand of a seat for Target::kWholeSeat; Target{} for none.
    // Signals selectionMoved() when it is another place.
    void setSelection(const Target& target);
    // What the trainee holds (in_hand.h), drawn above the table beside where it was taken from.
    void setInHand(const InHand& inHand);
    // The cards and payouts moving to their places at each refresh (table_motion.h): off until a
    // duration is set.
    TableMotion& motion() { return motion_; }

    // The table in plain words as last drawn (table_description.h; between rounds, the shoe, the rack,
    // the shuffler, the cards on the table and the seated players as their badges say them).
    const std::vector<TableElement>& elements() const { return elements_; }

    // The interactive item for a place, or nullptr when the table has none now.
    HotspotItem* hotspot(const Target& target) const;
    const std::vector<HotspotItem*>& hotspots() const { return hotspots_; }
    // The interactive item a click at `scenePos` lands on (the topmost), or nullptr.
    HotspotItem* hotspotAt(QPointF scenePos) const;

signals:
    void targetClicked(s21::app::Target target, Qt::KeyboardModifiers modifiers);
    // A wager's place pressed and the button released on another place: its chips dragged there.
    void chipsDragged(s21::app::Target from, s21::app::Target to);
    // The table was drawn again: elements() says what it shows now.
    void described();
    // The keyboard's selection moved to another place.
    void selectionMoved();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    // Starts drawing the table anew into drawn_ (canvas()), the felt aside, which is drawn again only
    // for another profile (and then nothing shown on the old felt is kept).
    void beginDrawing(const RuleProfile& profile);
    // Shows the table drawn, changing on the shown scene only what changed (table_update.h), and starts
    // the motion.
    void showDrawn();
    // Where items go and are looked for: drawn_ while the table is being drawn, else this scene.
    QGraphicsScene& canvas();
    void put(QGraphicsItem* item);
    // A place on `rect` (or the ellipse in it), less what the places already added hold.
    void addHotspot(const Target& target, const QRectF& rect, bool ellipse);
    void addEquipment(const RoundState& state);
    void addDealer(const RoundState& state);
    void addLooseCard(const Irregularities& irregular);
    void addDoubleShoe(const RoundState& state);
    // A double shoe's sides (MD-BJ 3.C): each side's cards, in its backs' colour, the dealing side
    // marked; `preparing`, a side being prepared between rounds (7.E(2)), says so instead. The first
    // side's badge is centred on `first`, the other's under it.
    void addShoeSides(const Shoe& shoe, std::optional<CardBack> preparing, QPointF first);
    void addProgressive(const ProgressiveWager& wager, QPointF at, QPointF payout, const Target& place,
                        const QString& waiting, double away);
    // The labels whose place depends on what lies about them (FloatingLabel: the lit Bonus Spin
    // buttons' badges of addProgressive, a split hand line's amounts of addLineStake), once every seat
    // is on the table.
    void placeFloatingLabels();
    // What a label must leave clear of the things drawn about it: the cards and chip stacks whole, or
    // only a card's corner index and a stack's amount tag; the labels (badges, amount tags) always; the
    // coupons and a guest's cash; every other thing.
    struct Clearance {
        bool wholeCardsAndChips = false;
        bool couponsAndCash = false;
        bool everythingElse = false;
    };
    // A thing drawn that a label may cover, and its bounding rectangle in the scene.
    struct Coverable {
        const QGraphicsItem* item;
        QRectF bounds;
    };
    // The things on the canvas a label may cover: every item Qt's scene would find by its bounding
    // rectangle (seen: not hidden, not wholly transparent), the felt and the places to click aside.
    // Listed once for all the labels placed together: asked for each label, the scene went through
    // every item of the table, the most of placing the amount tags.
    std::vector<Coverable> coverables();
    // `item` as a thing a label may cover, or nothing if it is the felt, a place to click or unseen.
    std::optional<Coverable> coverable(const QGraphicsItem& item) const;
    // Notes in `things` where `item` lies now (just put on the canvas, or its bounds changed), if a
    // label may cover it.
    void noteCoverable(std::vector<Coverable>& things, const QGraphicsItem& item) const;
    // Whether `outline`, in the scene, covers any of what `clearance` keeps clear among `things`,
    // `self` (the label's own item) aside.
    static bool covers(const QPainterPath& outline, const QGraphicsItem* self, Clearance clearance,
                       const std::vector<Coverable>& things);
    // Each wager's amount tag (taggedStacks_), in the order the stacks were added, kept where its stack
    // put it when that covers no other label, chips nor card; else moved to the first place about its
    // chips that covers none of them, else to the first that covers no other label and no card's corner
    // index (the stack then drawn over its neighbours, so that its tag is seen whole), else left where it
    // was: in the table's type (theme::kTableTypePx) the tags are wider than the chips are apart.
    void placeAmountTags();
    // The progressives' display (geometry::kDisplayBand): the Xtreme 16's meters and where the wheels
    // stopped, once every seat is on the table, in rows clear of the seats' labels on the rail.
    void addProgressiveDisplay(const RoundState& state);
    // Each shared box's lines in words (sharedLines_, sharedLineText) on the same display, as many as
    // fit in its band: the selected hand's first, then those guided practice lights up, then the rest
    // in seat and hand order. Where a line's own names and amounts are too small to read
    // (table_items.h), these are what the trainee reads. Placed again as the selection or the lights
    // move.
    void placeSharedLines();
    // Puts `badge` on the display at the first place from `at` on, row by row, clear of the seats'
    // names and the display's other badges, and moves `at` past it. Takes the badge: when `withinBand`
    // and the band has no such place left, deletes it, leaves `at` alone and returns false.
    bool placeOnDisplay(BadgeItem* badge, QPointF& at, bool withinBand);
    void addGuestFoul(const GuestFoul& foul, int hands);
    // A match play coupon of `face` at `at` (nothing for a zero face): a hand's, or `small` for the
    // Match-the-Dealer circle's.
    void addCoupon(Money face, QPointF at, bool small);
    // A tag of `text` in the table's type for a thing too small to be written on readably (a coupon,
    // a guest's cash), in its colours, on the first place about it that is clear once every seat is
    // drawn (placeFloatingLabels): under it, over it, beside it, then further out.
    void addTagBeside(const QGraphicsItem& thing, const QString& text, QColor fill, QColor ink);
    void addSignal(const RoundState& state, int seat, const ShownDecision& shown);
    void addSpeech(int seat, const QString& words); // a surrender, even money (MD-BJ 8.E)
    void addSeat(const RoundState& state, int seat);
    // A hand's cards, its place and its chips (the wager's place is addSeat's: handWagerPlace).
    void addHand(const RoundState& state, int seat, int hand);
    // On a shared box (MA-S21 13(c)): one wager in the hand's line, `bettor`'s (Spot::bettor), drawn at
    // lineWagerPlace with its double or payout beside it and its player's name on its left (with the
    // calls or their choices), nothing for a zero stake; the name on the first hand the wager lies on
    // is the bettor's award place.
    void addLineStake(const RoundState& state, int seat, int hand, int bettor);
    // A shared box's insurance wagers behind the caller's, each with its place (lineInsurancePlace).
    void addLineInsurance(const RoundState& state, int seat);
    // The chips a stack of `amount` is made of in the table's denominations, the largest first
    // (drawn at the bottom); empty when none make it up.
    std::vector<Money> chipsOf(Money amount) const;
    // The stack drawn, nullptr for a zero amount.
    ChipStackItem* addChips(Money amount, QPointF at, double radius, ChipStackItem::Tag tag = ChipStackItem::Tag::Below,
                            int tagPixels = geometry::kAmountTagPixels,
                            ChipStackItem::Role role = ChipStackItem::Role::Wager);
    // Where a paid wager's chips lie, from its place: the wager returned and the payout.
    struct PaidPlaces {
        QPointF wager;
        QPointF payout;
    };
    // A wager's chips: the wager on its place, or once settled what is left there for the player
    // to take (PaidChips): a wager returned alone on its place, else the wager and its payout at
    // `paidAt`. The wager's amount is tagged `wagerTag`, the payout's `payoutTag`. Returns the stack of
    // the wager or of the wager returned, if any.
    ChipStackItem* addWagerChips(Money wager, const PaidChips& paid, QPointF at, double radius, PaidPlaces paidAt,
                                 ChipStackItem::Tag wagerTag = ChipStackItem::Tag::Below,
                                 ChipStackItem::Tag payoutTag = ChipStackItem::Tag::Below);
    // A wager's chips (`stack`, may be null) keep `key` from one refresh to the next (table_motion.h):
    // placed, they come from `seat`'s chair; settled and left on the layout (`returned`), the wager moves
    // from where it lay (`kin`: a double down wager joined with it); collected, they go to the chip
    // tray; taken with the cards, to the chair.
    void markWager(ChipStackItem* stack, const QString& key, const QString& kin, int seat, bool returned);
    // The keys of a hand's wager and of its double down wager, the box's player's (bettor 0) or, on a
    // shared box, those of the players wagering behind them (bettor 1 on, MA-S21 13).
    static QString wagerKey(int seat, int hand, int bettor = 0);
    static QString doubleKey(int seat, int hand, int bettor = 0);
    void addInHand();
    void applyMarks();
    // Between rounds (shoe_table.cpp).
    void addShoeEquipment(const ShoeState& state);
    void addWorkArea(const ShoeState& state);
    void addCutSeats(const ShoeState& state, const std::vector<std::pair<int, std::string>>& players);

    // The backs of the cards coming out of the shoe now: a double shoe's side dealing (MD-BJ 3.C(1)),
    // or the side or shuffler batch on the felt between rounds; a card in hand or face down shows them.
    CardBack shoeBacks_ = CardBack::Red;
    RuleProfile profile_;
    QGraphicsItem* felt_ = nullptr;
    QGraphicsScene drawn_; // the table as it is being drawn, until showDrawn
    TableUpdate update_;
    bool drawing_ = false;
    qsizetype shownWhileDrawing_ = 0; // the shown scene's items, which drawing leaves alone (counted in debug builds)
    std::vector<HotspotItem*> hotspots_;
    PlaceCarver carver_; // their outlines
    // A label placed once every seat is drawn, on the first of its places that is clear (else the
    // first): a lit button's badge clear of chips, cards and labels; a split hand line's amount tag, which
    // lies over its own chips, clear of the labels and the cards' corner indices.
    struct FloatingLabel {
        QGraphicsItem* label;
        std::vector<QPointF> places;
        bool clearOfChipsAndCards;
    };
    std::vector<FloatingLabel> floatingLabels_; // until placeFloatingLabels
    std::vector<ChipStackItem*> taggedStacks_;  // until placeAmountTags
    struct SharedLine {
        int seat;
        int hand;
        QString text;
    };
    std::vector<SharedLine> sharedLines_;      // the round's, for placeSharedLines
    std::vector<BadgeItem*> sharedLineBadges_; // as placed on the display
    std::vector<TableElement> elements_;
    std::vector<Target> highlights_;
    std::vector<Target> mistakes_;
    Target selection_;
    InHand inHand_;
    std::vector<QGraphicsItem*> inHandItems_;
    Target pressed_;
    TableMotion motion_;
    int waved_ = 0;
    int thinking_ = 0;
    std::vector<std::pair<int, std::string>> sittingOut_;
};

} // namespace s21::app
