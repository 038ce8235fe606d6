#pragma once
// A look at the bytes of YAML text for flow collections ("[...]", "{...}") past the limits of
// load_limits.h, before yaml-cpp parses it. yaml-cpp reads the whole of a flow collection that could
// be a key (one that starts a node in block context: "sections: [...]") before it reports any event,
// holding every token of it (some 300 bytes each): a 0.9 MB flow list took 86 MB and seconds before
// the event pass (now yaml_tree.cpp) saw its 1001st item, and a million unclosed '[' 240 MB.
//
// Counted inside flow collections, outside quoted text and comments: each '[' or '{' (nesting) and
// each '[', '{' or ',' (values, a lower bound on the values the parser would find). A bracket outside
// any flow collection counts only where a node starts (first on its line after "- " and "key: "),
// and the lines of a block scalar ("|", ">") are skipped, so a bracket inside text is not taken for
// one. The guard errs towards passing text: what it passes may still be refused on the parser's
// events (yaml_tree.h).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace s21 {

struct FlowExcess {
    std::size_t offset; // of the bracket or comma that passes the limit
    std::string what;   // "lists and mappings nested more than 16 deep", as yaml_tree.h says it
};

// The first place where the flow collections of `text` pass a limit, or nothing.
std::optional<FlowExcess> flowExcess(std::string_view text);

} // namespace s21
