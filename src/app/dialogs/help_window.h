#pragma once
// The trainee's guide, opened with F1 (Help): how to deal at this table (the gestures, the number
// pad, and every command with its key, from the commands' one table, command.h), the round's
// procedure and the shoe procedure (docs/procedure.md and docs/shoe-procedure.md, built into the
// program, so an installed station shows the same pages as the source tree). It stays open beside
// the table and takes no part in the round.

#include <QDialog>

class QTabWidget;

namespace s21::app {

class HelpWindow : public QDialog {
    Q_OBJECT
public:
    explicit HelpWindow(QWidget* parent = nullptr);

    // The page on how to deal at this table, as HTML.
    static QString dealingPage();

    QTabWidget* pages() const { return pages_; }

private:
    QTabWidget* pages_ = nullptr;
};

} // namespace s21::app
