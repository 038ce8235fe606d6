#pragma once
// What moves on the table from one refresh to the next. The scene builds its items anew at every
// refresh (table_scene.h); an item marked here keeps a key from one refresh to the next, so that:
//  - a card shown elsewhere at the last refresh slides from where it was shown to where it lies now
//    (a split pair's second card to its new hand, a fan of cards spreading for the next card);
//  - a card new to the table slides from the shoe, a payout new to the table from the chip tray;
//  - a card gone from the table (picked up) slides to the discard rack and goes;
//  - a wager's chips come from the player's chair, move aside as the wager is paid, go to the chip tray
//    when collected and to the chair with the cards;
//  - the dealer's hole card turns over where it lies.
// The items are only drawn on the way: each lies at its place in the scene's logic (its hotspot, what
// the table says in words) from the refresh on, so a click during a move lands where it always would.
// With no duration (0, the default: the tests', the screenshots') everything is drawn where it lies
// at once. The motion runs at the display's rate (Qt's animation timer).

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QObject>
#include <QPointF>
#include <QString>
#include <QVariantAnimation>

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <vector>

namespace s21::app {

// How fast the table's cards and chips move: a setting the trainee chooses (Settings), kept in the
// records file by its word.
enum class MotionSpeed : std::uint8_t { Off, Quick, Slow };
struct MotionSpeedInfo {
    MotionSpeed speed;
    const char* word;  // as kept in the records file: "off", "quick", "slow"
    const char* label; // as the Settings dialog offers it
    int milliseconds;  // how long a move takes
};
std::span<const MotionSpeedInfo> motionSpeeds();
const MotionSpeedInfo& motionSpeedInfo(MotionSpeed speed);
// The speed a word names; `otherwise` for an empty or unknown word (a file written before the setting).
MotionSpeed motionSpeedNamed(const QString& word, MotionSpeed otherwise);

class TableMotion : public QObject {
    Q_OBJECT
public:
    explicit TableMotion(QObject* parent = nullptr);
    ~TableMotion() override;

    // How long a move takes, in milliseconds; 0 for none.
    void setDuration(int milliseconds) { duration_ = milliseconds; }
    int duration() const { return duration_; }
    bool moving() const { return animation_.state() == QAbstractAnimation::Running; }

    // Marks `item` (a top-level item) as one that moves: `key` names it from one refresh to the next,
    // `kin` (may be empty) an earlier key it may have had under another name (a split card: its seat
    // and card, whichever hand it lay in) or of an item joined with it (a wager returned with its
    // double), `from` where it comes from when it is new to the table,
    // `leavesTo` where it goes when it leaves the table (nowhere: it just goes).
    static void mark(QGraphicsItem* item, const QString& key, const QString& kin, QPointF from,
                     std::optional<QPointF> leavesTo = std::nullopt);
    // Marks `item` (marked with mark()) as a card lying face up or face down: one face down that lies
    // face up at the next refresh, under the same key, turns over there.
    static void markFace(QGraphicsItem* item, bool faceUp);
    // What mark() gave an item; all empty for an unmarked item.
    struct Mark {
        QString key;
        QString kin;
        std::optional<QPointF> from;
        std::optional<QPointF> leavesTo;
    };
    // What mark() gave `item`: two items alike in all else move alike only if these are alike too
    // (table_update.h).
    static Mark markOf(const QGraphicsItem& item);
    // Before the scene drops its items: where each marked item is shown now, mid-move included. Stops
    // the moves under way, and deletes the items that were still leaving.
    void noteShown(const QList<QGraphicsItem*>& items);
    // Whether the motion keeps `item`, which the scene has just removed, to move it off the table or to
    // turn it over: a marked item with somewhere to go, or a card face down, while the table moves.
    // The scene deletes the others.
    bool keeps(QGraphicsItem* item);
    // Once `scene` has built its items: each marked item shown elsewhere before, or new to the table,
    // starts from there and moves to its place; each kept item whose key is not on the table any more
    // (neither an item's key nor its kin: an item named as kin was joined with it) comes back to the
    // scene to move off the table and is deleted at the end; a kept card face down whose key lies face
    // up on the table comes back to turn over: it narrows to its edge, then the card face up widens
    // from it. The others are deleted at once.
    void start(QGraphicsScene& scene);

private:
    struct Move {
        QGraphicsItem* item;
        QPointF from;
        QPointF to;
    };
    // A card turning over: `down` (kept, face down) narrows, then `up` (on the table) widens.
    struct Turn {
        QGraphicsItem* down;
        QGraphicsItem* up;
    };
    void step(double progress);
    void dropLeaving();

    int duration_ = 0;
    QVariantAnimation animation_;
    std::vector<Move> moves_;
    std::vector<Turn> turns_;
    std::vector<QGraphicsItem*> leaving_; // kept by keeps(), owned and deleted by the motion
    std::map<QString, QPointF> shownAt_;  // by key and by kin
};

} // namespace s21::app
