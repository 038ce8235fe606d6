#include "app/window/log_line_delegate.h"

#include <QAbstractItemView>
#include <QPainter>

#include <memory>

namespace s21::app {

namespace {

// More than a long session's lines at a few widths.
constexpr qsizetype kKeptSizes = 4096;

} // namespace

QSize LogLineDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
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

void LogLineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    constexpr QStyle::State kPaintedDirectly =
        QStyle::State_Selected | QStyle::State_MouseOver | QStyle::State_HasFocus;
    const QVariant ownBackground = index.data(Qt::BackgroundRole);
    const auto* list = option.widget ? qobject_cast<const QAbstractItemView*>(option.widget) : nullptr;
    if ((option.state & kPaintedDirectly) || (option.features & QStyleOptionViewItem::Alternate) ||
        ownBackground.isValid() || !list || option.rect.isEmpty() || !list->viewport()->autoFillBackground()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QVariant ink = index.data(Qt::ForegroundRole);
    const QPalette::ColorGroup group = !(option.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (option.state & QStyle::State_Active) ? QPalette::Active
                                                                               : QPalette::Inactive;
    const QColor background = list->viewport()->palette().color(group, list->viewport()->backgroundRole());
    const qreal pixelRatio = painter->device()->devicePixelRatioF();
    const PictureKey key{{index.data(Qt::DisplayRole).toString(), option.rect.width(), option.font},
                         option.rect.height(),
                         ink.isValid() ? ink.value<QBrush>().color().rgba()
                                       : option.palette.color(group, QPalette::Text).rgba(),
                         background.rgba(),
                         pixelRatio,
                         static_cast<int>(group)};
    const QPixmap* picture = pictures_.object(key);
    if (!picture) {
        auto made = std::make_unique<QPixmap>(option.rect.size() * pixelRatio);
        made->setDevicePixelRatio(pixelRatio);
        made->fill(background);
        QPainter onPicture(made.get());
        QStyleOptionViewItem atOrigin = option;
        atOrigin.rect.moveTopLeft(QPoint(0, 0));
        QStyledItemDelegate::paint(&onPicture, atOrigin, index);
        onPicture.end();
        const qsizetype bytes = static_cast<qsizetype>(made->width()) * made->height() * made->depth() / 8;
        picture = made.get();
        if (!pictures_.insert(key, made.release(), bytes)) { // larger than the whole cache: drawn once
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
    }
    painter->drawPixmap(option.rect.topLeft(), *picture);
}

} // namespace s21::app
