#pragma once
// The table view as a screen reader sees it: an accessible interface for TableView whose children
// are the table's elements (TableScene::elements(), table_description.h), each with its name in
// plain words, its place on the screen and its state (read-only; a place's element selectable, and
// selected while the keyboard's selection is on it; a player is read, not selected). The
// children follow the table as it is drawn again: announceTable() tells the assistive technology
// which names changed (NameChanged) or that the elements came and went (ObjectReorder), and
// announceSelection() which one the keyboard selected (Focus).

#include "app/table/table_description.h"

#include <vector>

class QWidget;

namespace s21::app {

class TableView;

// What changed between two readings of the table: the elements came or went (or moved to other
// places), and the indexes of those whose names changed.
struct TableChanges {
    bool reordered = false;
    std::vector<int> renamed;

    friend bool operator==(const TableChanges&, const TableChanges&) = default;
};
TableChanges tableChanges(const std::vector<TableElement>& before, const std::vector<TableElement>& now);

// Tells the assistive technology, when one is listening, which element the keyboard selected (the
// first selected one: a seat selected whole selects all its hands).
void announceSelection(TableView* view);

// Installs the factory that gives every TableView its accessible interface (once per process).
void installTableAccessibility();

// Tells the assistive technology, when one is listening, what changed on `view`'s table since
// `before` was shown (tableChanges()).
void announceTable(TableView* view, const std::vector<TableElement>& before);

} // namespace s21::app
