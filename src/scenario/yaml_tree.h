#pragma once
// The project's own YAML document tree, built in one pass over yaml-cpp's parser events while the
// limits of load_limits.h are enforced. Internal to s21_scenario, for yaml_reader.h: yaml-cpp 0.7
// builds its own nodes only inside YAML::Load, a second parse of the text.

#include <yaml-cpp/mark.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace s21 {

struct YamlNode;

// A node of a parsed document; holding it keeps the whole document alive.
using YamlNodeRef = std::shared_ptr<const YamlNode>;

enum class YamlKind : std::uint8_t {
    Null,   // `~`, `null`, a key with no value, an empty document
    Scalar, // any other text, quoted or not
    List,
    Mapping,
};

struct YamlPair {
    const YamlNode* key;
    const YamlNode* value;
};

// One node as the parser reported it. An alias is the very node its anchor names, not a copy, so a
// list can contain itself: read a tree only as deep as its keys are known, never all of it.
struct YamlNode {
    YamlKind kind = YamlKind::Null;
    YAML::Mark mark = YAML::Mark::null_mark(); // where the node starts, 0-based; null for an empty text
    std::string scalar;                        // Scalar: the text, quotes and folding resolved
    std::vector<const YamlNode*> items;        // List: in document order
    std::vector<YamlPair> entries;             // Mapping: in document order, a repeated key kept

    // A Mapping with an entry whose key is the scalar `key`.
    bool hasKey(std::string_view key) const;
};

// `node`, a node of the same document as `owner`, as a reference keeping that document alive.
YamlNodeRef nodeIn(const YamlNodeRef& owner, const YamlNode* node);

// What one pass over a text finds: the first document's root (a Null node without a mark when the
// text holds no document) and where the roots of the first two documents start.
struct YamlDocuments {
    YamlNodeRef first;
    std::vector<YAML::Mark> roots; // at most two: a second one is an error for the reader to report
};

// Parses `text` once: its first document, and the second when there is one (never a third). Throws
// LoadError, naming `sourceName`, at the node that passes a limit of load_limits.h (nesting, items in
// a list, values in the two documents), before the parser goes deeper or the tree grows, and
// YAML::Exception for a syntax error.
YamlDocuments parseYamlDocuments(const std::string& text, const std::string& sourceName);

} // namespace s21
