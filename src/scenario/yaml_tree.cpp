#include "yaml_tree.h"

#include "load_error.h"
#include "load_limits.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <deque>
#include <sstream>

namespace s21 {

namespace {

// Builds the tree from the parser's events, holding it to the limits of load_limits.h as each node
// starts: a node is placed in its list or mapping when it starts, so the order of items and entries
// is the document's. yaml-cpp 0.7's LoadAll() repeats an empty document for ever after a token no
// node can start with (a stray ',' at the top level: jbeder/yaml-cpp#1040, fixed in 0.8), so
// documents are counted here, at most two.
class TreeBuilder final : public YAML::EventHandler {
public:
    explicit TreeBuilder(const std::string& sourceName) : sourceName_(sourceName) {}

    YamlDocuments build(const std::string& text)
    {
        std::istringstream stream(text);
        YAML::Parser parser(stream);
        while (roots_.size() < 2 && parser.HandleNextDocument(*this)) {
        }
        const YamlNode* first = firstRoot_ ? firstRoot_ : &nodes_->emplace_back();
        return {YamlNodeRef(nodes_, first), roots_};
    }

    void OnDocumentStart(const YAML::Mark&) override
    {
        awaitingRoot_ = true;
        anchors_.clear();
    }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override { add(mark, YamlKind::Null, anchor); }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override
    {
        count(mark);
        if (anchor >= anchors_.size() || !anchors_[anchor])
            throw YAML::ParserException(mark, "an alias to no anchor"); // the parser refuses it first
        place(*anchors_[anchor]);
    }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, const std::string& value) override
    {
        add(mark, YamlKind::Scalar, anchor).scalar = value;
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        open(mark, YamlKind::List, anchor);
    }
    void OnSequenceEnd() override { open_.pop_back(); }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        open(mark, YamlKind::Mapping, anchor);
    }
    void OnMapEnd() override { open_.pop_back(); }

private:
    struct Collection {
        YamlNode* node;
        const YamlNode* key = nullptr; // a mapping's key waiting for its value
    };

    void open(const YAML::Mark& mark, YamlKind kind, YAML::anchor_t anchor)
    {
        YamlNode& node = add(mark, kind, anchor);
        if (open_.size() >= static_cast<std::size_t>(limits::kNestingDepth))
            throw limit(mark, "lists and mappings nested more than " + std::to_string(limits::kNestingDepth) + " deep");
        open_.push_back({&node});
    }

    YamlNode& add(const YAML::Mark& mark, YamlKind kind, YAML::anchor_t anchor)
    {
        count(mark);
        YamlNode& node = nodes_->emplace_back();
        node.kind = kind;
        node.mark = mark;
        if (anchor != YAML::NullAnchor) {
            anchors_.resize(std::max<std::size_t>(anchors_.size(), anchor + 1));
            anchors_[anchor] = &node;
        }
        place(node);
        return node;
    }

    // Counts a node about to start, throwing when it passes a limit.
    void count(const YAML::Mark& mark)
    {
        if (awaitingRoot_)
            roots_.push_back(mark);
        awaitingRoot_ = false;
        if (++nodeCount_ > limits::kNodes)
            throw limit(mark, "more than " + std::to_string(limits::kNodes) + " values in one document");
        if (!open_.empty() && open_.back().node->kind == YamlKind::List &&
            open_.back().node->items.size() >= limits::kListItems)
            throw limit(mark, "more than " + std::to_string(limits::kListItems) + " items in one list");
    }

    // Puts a node into the open list or mapping, or makes it the first document's root.
    void place(const YamlNode& node)
    {
        if (open_.empty()) {
            if (!firstRoot_)
                firstRoot_ = &node;
            return;
        }
        Collection& parent = open_.back();
        if (parent.node->kind == YamlKind::List) {
            parent.node->items.push_back(&node);
        } else if (!parent.key) {
            parent.key = &node;
        } else {
            parent.node->entries.push_back({parent.key, &node});
            parent.key = nullptr;
        }
    }

    LoadError limit(const YAML::Mark& mark, const std::string& what) const
    {
        return LoadError(sourceName_, mark.line + 1, mark.column + 1, limits::tooLarge(what));
    }

    const std::string& sourceName_;
    std::shared_ptr<std::deque<YamlNode>> nodes_ = std::make_shared<std::deque<YamlNode>>(); // stable places
    std::vector<YamlNode*> anchors_; // the current document's anchored nodes, by the parser's anchor id
    std::vector<Collection> open_;
    const YamlNode* firstRoot_ = nullptr;
    std::vector<YAML::Mark> roots_;
    bool awaitingRoot_ = false;
    std::size_t nodeCount_ = 0;
};

} // namespace

bool YamlNode::hasKey(std::string_view key) const
{
    return std::any_of(entries.begin(), entries.end(), [key](const YamlPair& entry) {
        return entry.key->kind == YamlKind::Scalar && entry.key->scalar == key;
    });
}

YamlNodeRef nodeIn(const YamlNodeRef& owner, const YamlNode* node) { return YamlNodeRef(owner, node); }

YamlDocuments parseYamlDocuments(const std::string& text, const std::string& sourceName)
{
    return TreeBuilder(sourceName).build(text);
}

} // namespace s21
