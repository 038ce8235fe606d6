#include "app/table/table_motion.h"

#include <QEasingCurve>
#include <QTransform>
#include <QtGlobal>

#include <algorithm>
#include <set>
#include <stdexcept>

namespace s21::app {

namespace {

// The data roles a marked item carries (QGraphicsItem::setData).
constexpr int kKeyRole = 0x5321;
constexpr int kKinRole = kKeyRole + 1;
constexpr int kFromRole = kKeyRole + 2;
constexpr int kLeavesToRole = kKeyRole + 3;
constexpr int kFaceUpRole = kKeyRole + 4;

// One row per speed.
constexpr MotionSpeedInfo kSpeeds[] = {
    {MotionSpeed::Off, "off", QT_TRANSLATE_NOOP("s21::app::SettingsDialog", "Off: cards and chips appear in place"), 0},
    {MotionSpeed::Quick, "quick", QT_TRANSLATE_NOOP("s21::app::SettingsDialog", "Quick"), 180},
    {MotionSpeed::Slow, "slow", QT_TRANSLATE_NOOP("s21::app::SettingsDialog", "Slow"), 400},
};

// A card marked face down (markFace): one that may turn over.
bool lyingFaceDown(const QGraphicsItem& item)
{
    const QVariant faceUp = item.data(kFaceUpRole);
    return faceUp.isValid() && !faceUp.toBool();
}

} // namespace

std::span<const MotionSpeedInfo> motionSpeeds() { return kSpeeds; }

const MotionSpeedInfo& motionSpeedInfo(MotionSpeed speed)
{
    for (const MotionSpeedInfo& info : kSpeeds)
        if (info.speed == speed)
            return info;
    throw std::logic_error("a motion speed without its row in kSpeeds");
}

MotionSpeed motionSpeedNamed(const QString& word, MotionSpeed otherwise)
{
    for (const MotionSpeedInfo& info : kSpeeds)
        if (word == QLatin1String(info.word))
            return info.speed;
    return otherwise;
}

TableMotion::TableMotion(QObject* parent) : QObject(parent)
{
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& value) { step(value.toDouble()); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        step(1.0);
        moves_.clear();
        turns_.clear();
        dropLeaving();
    });
}

TableMotion::~TableMotion() { dropLeaving(); }

void TableMotion::mark(QGraphicsItem* item, const QString& key, const QString& kin, QPointF from,
                       std::optional<QPointF> leavesTo)
{
    item->setData(kKeyRole, key);
    item->setData(kKinRole, kin);
    item->setData(kFromRole, from);
    if (leavesTo)
        item->setData(kLeavesToRole, *leavesTo);
}

void TableMotion::markFace(QGraphicsItem* item, bool faceUp) { item->setData(kFaceUpRole, faceUp); }

TableMotion::Mark TableMotion::markOf(const QGraphicsItem& item)
{
    Mark mark{item.data(kKeyRole).toString(), {}, {}, {}};
    if (mark.key.isEmpty())
        return mark;
    const auto place = [](const QVariant& at) { return at.isValid() ? std::optional(at.toPointF()) : std::nullopt; };
    mark.kin = item.data(kKinRole).toString();
    mark.from = place(item.data(kFromRole));
    mark.leavesTo = place(item.data(kLeavesToRole));
    return mark;
}

void TableMotion::dropLeaving()
{
    for (QGraphicsItem* item : leaving_) {
        if (QGraphicsScene* scene = item->scene())
            scene->removeItem(item);
        delete item;
    }
    leaving_.clear();
}

void TableMotion::noteShown(const QList<QGraphicsItem*>& items)
{
    animation_.stop();
    moves_.clear();
    for (const Turn& turn : turns_) // turned over at once: the face up card whole, the one face down gone
        turn.up->setTransform(QTransform());
    turns_.clear();
    shownAt_.clear();
    for (const QGraphicsItem* item : items) {
        const QString key = item->data(kKeyRole).toString();
        if (key.isEmpty() || std::find(leaving_.begin(), leaving_.end(), item) != leaving_.end())
            continue;
        shownAt_[key] = item->pos();
        if (const QString kin = item->data(kKinRole).toString(); !kin.isEmpty())
            shownAt_[kin] = item->pos();
    }
    dropLeaving();
}

bool TableMotion::keeps(QGraphicsItem* item)
{
    if (duration_ <= 0 || (!item->data(kLeavesToRole).isValid() && !lyingFaceDown(*item)))
        return false;
    leaving_.push_back(item);
    return true;
}

void TableMotion::start(QGraphicsScene& scene)
{
    if (duration_ <= 0)
        return;
    const QList<QGraphicsItem*> items = scene.items();
    std::set<QString> onTable;
    std::map<QString, QGraphicsItem*> faceUp; // the cards face up, by key
    for (QGraphicsItem* item : items) {       // by its key, and by its kin: joined with it (a double down wager)
        const QString key = item->data(kKeyRole).toString();
        onTable.insert(key);
        onTable.insert(item->data(kKinRole).toString());
        if (item->data(kFaceUpRole).toBool())
            faceUp[key] = item;
    }
    std::vector<QGraphicsItem*> goingOff;
    for (QGraphicsItem* item : leaving_) {
        const QString key = item->data(kKeyRole).toString();
        const auto turned = faceUp.find(key);
        if (lyingFaceDown(*item) && turned != faceUp.end()) { // turns over where it lies
            scene.addItem(item);
            turns_.push_back({item, turned->second});
            goingOff.push_back(item);
            continue;
        }
        if (onTable.contains(key) || !item->data(kLeavesToRole).isValid()) {
            delete item; // still on the table, drawn anew; or a card face down gone with nowhere to go
            continue;
        }
        scene.addItem(item);
        moves_.push_back({item, item->pos(), item->data(kLeavesToRole).toPointF()});
        goingOff.push_back(item);
    }
    leaving_ = std::move(goingOff);
    for (QGraphicsItem* item : items) {
        const QString key = item->data(kKeyRole).toString();
        if (key.isEmpty())
            continue;
        QPointF from = item->data(kFromRole).toPointF();
        if (const auto shown = shownAt_.find(key); shown != shownAt_.end())
            from = shown->second;
        else if (const auto kin = shownAt_.find(item->data(kKinRole).toString()); kin != shownAt_.end())
            from = kin->second;
        if (from != item->pos())
            moves_.push_back({item, from, item->pos()});
    }
    if (moves_.empty() && turns_.empty())
        return;
    step(0.0);
    animation_.setDuration(duration_);
    animation_.start();
}

void TableMotion::step(double progress)
{
    for (const Move& move : moves_)
        move.item->setPos(move.from + (move.to - move.from) * progress);
    for (const Turn& turn : turns_) { // the first half narrows the card face down, the second widens it face up
        turn.down->setTransform(QTransform::fromScale(std::max(0.0, 1 - 2 * progress), 1));
        turn.up->setTransform(QTransform::fromScale(std::max(0.0, 2 * progress - 1), 1));
    }
}

} // namespace s21::app
