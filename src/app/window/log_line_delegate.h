#pragma once
// The round log's delegate (side_panel.cpp): a line's size, and its picture, worked out once.
// A word-wrapped list lays every line out again to learn its size each time a line is added
// (QListView lays all its items out afresh), so each action cost a text layout per line of the round
// so far (docs/benchmarks.md, "Session 33"); and it paints every line in sight again as the newest
// comes, each laid out anew as QStyledItemDelegate paints it, a tenth of a click's instructions
// ("Session 36"). A line is painted as QStyledItemDelegate paints it, once, into a picture on the
// list's own background, which is then drawn as it is: the same pixels.

#include <QCache>
#include <QColor>
#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QSize>
#include <QString>
#include <QStyledItemDelegate>

namespace s21::app {

class LogLineDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // QStyledItemDelegate's size for a line of text alone (no icon, no check box), kept by its text,
    // the width it wraps at and its font.
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // QStyledItemDelegate's painting of the line, drawn from the line's picture: made the first time
    // the line is painted in its size, font, colours and state. A line selected, under the mouse or
    // with the keyboard's focus, and one with a background of its own, is painted directly.
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    // A line's text, the width it wraps at and its font. Not one string: putting a font in words
    // (QFont::key) cost more than the lookup it served, for every line at every line added.
    struct SizeKey {
        QString text;
        int width;
        QFont font;
        friend bool operator==(const SizeKey&, const SizeKey&) = default;
        friend size_t qHash(const SizeKey& key, size_t seed = 0)
        {
            return qHashMulti(seed, key.text, key.width, key.font);
        }
    };
    // All that a line's picture shows: its text, size, font, ink, the background beneath it, the
    // screen's pixel ratio, and whether the list is enabled and active (the palette's group).
    struct PictureKey {
        SizeKey line;
        int height;
        QRgb ink;
        QRgb background;
        qreal pixelRatio;
        int group;
        friend bool operator==(const PictureKey&, const PictureKey&) = default;
        friend size_t qHash(const PictureKey& key, size_t seed)
        {
            return qHashMulti(seed, key.line, key.height, key.ink, key.background, key.pixelRatio, key.group);
        }
    };
    mutable QHash<SizeKey, QSize> sizes_;
    mutable QCache<PictureKey, QPixmap> pictures_{kPictureBytes}; // costing their bytes
    static constexpr qsizetype kPictureBytes = 16 * 1024 * 1024;  // hundreds of lines at any width
};

} // namespace s21::app
