#pragma once
// The round log's delegate (side_panel.cpp): a line's size worked out once for each text, width and
// font. A word-wrapped list lays every line out again to learn its size each time a line is added
// (QListView lays all its items out afresh), so each action cost a text layout per line of the round
// so far, the most at a round's end (docs/benchmarks.md, "Session 33"). Painting is QStyledItemDelegate's.

#include <QFont>
#include <QHash>
#include <QSize>
#include <QString>
#include <QStyledItemDelegate>

namespace s21::app {

class SizedOnceDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // QStyledItemDelegate's size for a line of text alone (no icon, no check box), kept by its text,
    // the width it wraps at and its font.
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    // A line's text, the width it wraps at and its font. Not one string: putting a font in words
    // (QFont::key) cost more than the lookup it served, for every line at every line added.
    struct SizeKey {
        QString text;
        int width;
        QFont font;
        friend bool operator==(const SizeKey&, const SizeKey&) = default;
        friend size_t qHash(const SizeKey& key, size_t seed) { return qHashMulti(seed, key.text, key.width, key.font); }
    };
    mutable QHash<SizeKey, QSize> sizes_;
};

} // namespace s21::app
