#include "app/table/table_accessible.h"

#include "app/table/table_items.h"
#include "app/table/table_scene.h"
#include "app/table/table_view.h"

#include <QAccessibleWidget>
#include <QPointer>
#include <QWindow>

#include <algorithm>
#include <unordered_map>

namespace s21::app {

namespace {

TableScene* sceneOf(const TableView* view) { return view ? qobject_cast<TableScene*>(view->scene()) : nullptr; }

// One element of the table: the index-th of the view's scene's elements, read when asked, so that it
// always says what the table shows now.
class TableElementAccessible : public QAccessibleInterface {
public:
    TableElementAccessible(TableView* view, int index) : view_(view), index_(index) {}

    bool isValid() const override { return element() != nullptr; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(view_.data()); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

    QString text(QAccessible::Text t) const override
    {
        const TableElement* e = element();
        if (!e)
            return {};
        return t == QAccessible::Name ? e->name : QString();
    }
    void setText(QAccessible::Text, const QString&) override {}

    QRect rect() const override
    {
        const TableElement* e = element();
        if (!e)
            return {};
        const HotspotItem* place = e->place.kind == Target::Kind::None ? nullptr : sceneOf(view_)->hotspot(e->place);
        const QRect onView =
            place ? view_->mapFromScene(place->sceneBoundingRect()).boundingRect() : view_->viewport()->rect();
        return QRect(view_->viewport()->mapToGlobal(onView.topLeft()), onView.size());
    }

    QAccessible::Role role() const override { return QAccessible::StaticText; }

    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.readOnly = true;
        const TableElement* e = element();
        if (!e) {
            s.invalid = true;
            return s;
        }
        // A player is read at their first hand's place, but only the hand is selected there.
        if (e->place.kind == Target::Kind::None || e->kind == TableElement::Kind::Player)
            return s;
        s.selectable = true;
        if (const HotspotItem* place = sceneOf(view_)->hotspot(e->place))
            s.selected = place->selected();
        return s;
    }

private:
    const TableElement* element() const
    {
        const TableScene* scene = sceneOf(view_);
        if (!scene || index_ >= static_cast<int>(scene->elements().size()))
            return nullptr;
        return &scene->elements()[static_cast<std::size_t>(index_)];
    }

    QPointer<TableView> view_;
    int index_;
};

// The view: its children are the table's elements. Each child's interface is registered once per
// index and kept for the view's life, so that a screen reader's handle to it stays good.
class TableViewAccessible : public QAccessibleWidget {
public:
    explicit TableViewAccessible(TableView* view)
        : QAccessibleWidget(view, QAccessible::Client, QStringLiteral("Table"))
    {
    }
    ~TableViewAccessible() override
    {
        for (const auto& [index, id] : children_)
            QAccessible::deleteAccessibleInterface(id);
    }

    int childCount() const override
    {
        const TableScene* scene = sceneOf(view());
        return scene ? static_cast<int>(scene->elements().size()) : 0;
    }

    QAccessibleInterface* child(int index) const override
    {
        if (index < 0 || index >= childCount())
            return nullptr;
        auto it = children_.find(index);
        if (it == children_.end())
            it =
                children_
                    .emplace(index, QAccessible::registerAccessibleInterface(new TableElementAccessible(view(), index)))
                    .first;
        return QAccessible::accessibleInterface(it->second);
    }

    int indexOfChild(const QAccessibleInterface* child) const override
    {
        for (const auto& [index, id] : children_)
            if (QAccessible::accessibleInterface(id) == child)
                return index < childCount() ? index : -1;
        return -1;
    }

    QAccessibleInterface* childAt(int x, int y) const override
    {
        for (int i = childCount() - 1; i >= 0; --i) {
            QAccessibleInterface* c = child(i);
            if (c->rect().contains(x, y) && c->rect() != rect())
                return c;
        }
        return nullptr;
    }

    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return QStringLiteral("Table");
        if (t == QAccessible::Description)
            return QStringLiteral("The table: the shoe, the dealer and the seats, one element each");
        return QAccessibleWidget::text(t);
    }

private:
    TableView* view() const { return static_cast<TableView*>(widget()); }

    mutable std::unordered_map<int, QAccessible::Id> children_;
};

QAccessibleInterface* tableFactory(const QString&, QObject* object)
{
    if (auto* view = qobject_cast<TableView*>(object))
        return new TableViewAccessible(view);
    return nullptr;
}

} // namespace

void installTableAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(tableFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

TableChanges tableChanges(const std::vector<TableElement>& before, const std::vector<TableElement>& now)
{
    TableChanges changes;
    changes.reordered =
        !std::equal(now.begin(), now.end(), before.begin(), before.end(),
                    [](const auto& a, const auto& b) { return a.kind == b.kind && a.place == b.place; });
    for (std::size_t i = 0; i < now.size(); ++i)
        if (i >= before.size() || now[i].name != before[i].name)
            changes.renamed.push_back(static_cast<int>(i));
    return changes;
}

void announceTable(TableView* view, const std::vector<TableElement>& before)
{
    const TableScene* scene = sceneOf(view);
    QAccessibleInterface* table =
        scene && QAccessible::isActive() ? QAccessible::queryAccessibleInterface(view) : nullptr;
    if (!table)
        return;
    const TableChanges changes = tableChanges(before, scene->elements());
    if (changes.reordered) {
        QAccessibleEvent reorder(view, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
    }
    for (const int i : changes.renamed) {
        QAccessibleEvent renamed(table->child(i), QAccessible::NameChanged);
        QAccessible::updateAccessibility(&renamed);
    }
}

void announceSelection(TableView* view)
{
    QAccessibleInterface* table = QAccessible::isActive() ? QAccessible::queryAccessibleInterface(view) : nullptr;
    if (!table)
        return;
    for (int i = 0; i < table->childCount(); ++i)
        if (QAccessibleInterface* element = table->child(i); element->state().selected) {
            QAccessibleEvent focus(element, QAccessible::Focus);
            QAccessible::updateAccessibility(&focus);
            return;
        }
}

} // namespace s21::app
