#include "app/window/sized_once_delegate.h"

namespace s21::app {

namespace {

// More than a long session's lines at a few widths.
constexpr qsizetype kKeptSizes = 4096;

} // namespace

QSize SizedOnceDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const SizeKey key{index.data(Qt::DisplayRole).toString(), option.rect.width(), option.font};
    if (const auto known = sizes_.constFind(key); known != sizes_.cend())
        return *known;
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (sizes_.size() >= kKeptSizes) // many widths or fonts since: start again
        sizes_.clear();
    sizes_.insert(key, size);
    return size;
}

} // namespace s21::app
