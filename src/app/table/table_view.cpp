#include "app/table/table_view.h"

#include "app/table/table_accessible.h"
#include "app/table/table_scene.h"
#include "app/theme/theme.h"

#include <QKeyEvent>

namespace s21::app {

TableView::TableView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
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
    if (!painted_) {
        painted_ = true;
        emit firstPaint();
    }
}

bool TableView::focusNextPrevChild(bool)
{
    return false; // Tab moves between hands, not between widgets
}

} // namespace s21::app
