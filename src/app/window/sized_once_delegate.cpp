#include "app/window/sized_once_delegate.h"

namespace s21::app {

namespace {

// More than a long session's lines at a few widths.
constexpr qsizetype kKeptSizes = 4096;

// A line's text, the width it wraps at and its font, as one key.
QString sizeKey(const QStyleOptionViewItem& option, const QModelIndex& index)
{
    return QString::number(option.rect.width()) + QLatin1Char('\x1f') + option.font.key() + QLatin1Char('\x1f') +
           index.data(Qt::DisplayRole).toString();
}

} // namespace

QSize SizedOnceDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QString key = sizeKey(option, index);
    if (const auto known = sizes_.constFind(key); known != sizes_.cend())
        return *known;
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (sizes_.size() >= kKeptSizes) // many widths or fonts since: start again
        sizes_.clear();
    sizes_.insert(key, size);
    return size;
}

} // namespace s21::app
