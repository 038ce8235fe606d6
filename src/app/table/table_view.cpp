#include "app/table/table_view.h"

#include "app/table/table_accessible.h"
#include "app/table/table_scene.h"
#include "app/theme/theme.h"

#include <QKeyEvent>
#include <QPainter>

namespace s21::app {

namespace {

constexpr double kFocusRingWidth = 3; // px

} // namespace

TableView::TableView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(theme::kRoomDark);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    installTableAccessibility();
    if (auto* table = qobject_cast<TableScene*>(scene)) {
        connect(table, &TableScene::described, this, [this, table] {
            announceTable(this, announced_);
            announced_ = table->elements();
        });
        connect(table, &TableScene::selectionMoved, this, [this] { announceSelection(this); });
    }
}

void TableView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fitInView(sceneRect(), Qt::KeepAspectRatio);
}

void TableView::keyPressEvent(QKeyEvent* event)
{
    if (keyHandler_ && keyHandler_(event->key(), event->modifiers(), event->text()))
        event->accept();
    else
        QGraphicsView::keyPressEvent(event);
}

void TableView::paintEvent(QPaintEvent* event)
{
    QGraphicsView::paintEvent(event);
    if (hasFocus()) { // the focus ring: the keys go to the table
        QPainter painter(viewport());
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(theme::kFocusRing, kFocusRingWidth));
        const double inset = kFocusRingWidth / 2.0;
        painter.drawRoundedRect(QRectF(viewport()->rect()).adjusted(inset, inset, -inset, -inset), 6, 6);
    }
    if (!painted_) {
        painted_ = true;
        emit firstPaint();
    }
}

void TableView::focusInEvent(QFocusEvent* event)
{
    QGraphicsView::focusInEvent(event);
    viewport()->update();
}

void TableView::focusOutEvent(QFocusEvent* event)
{
    QGraphicsView::focusOutEvent(event);
    viewport()->update();
}

bool TableView::focusNextPrevChild(bool)
{
    return false; // Tab moves between hands, not between widgets
}

} // namespace s21::app
