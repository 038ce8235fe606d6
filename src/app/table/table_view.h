#pragma once
// The view of the table: keeps the whole table in view at any window size (fitInView), paints with
// antialiasing (everything is vector, so it stays crisp at any device pixel ratio), and hands the
// keys the action bar does not take to a key handler (digits, Ctrl+digits, Enter, Escape, arrows, Tab),
// and draws a focus ring round the table while it has the keyboard.
// On a TableScene it is accessible element by element (table_accessible.h): each time the scene is
// drawn again it announces what changed to the assistive technology.

#include "app/table/table_description.h"

#include <QGraphicsView>

#include <functional>
#include <vector>

namespace s21::app {

class TableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit TableView(QGraphicsScene* scene, QWidget* parent = nullptr);

    // Returns true when it used the key.
    void setKeyHandler(std::function<bool(int key, Qt::KeyboardModifiers modifiers, const QString& text)> handler)
    {
        keyHandler_ = std::move(handler);
    }

signals:
    void firstPaint();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    // Tab moves between the table's places, not out of the table (F6 does: MainWindow).
    bool focusNextPrevChild(bool next) override;
    // The focus ring (painted while the table has the keyboard) comes and goes.
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    std::function<bool(int, Qt::KeyboardModifiers, const QString&)> keyHandler_;
    bool painted_ = false;
    std::vector<TableElement> announced_; // the table as last announced
};

} // namespace s21::app
