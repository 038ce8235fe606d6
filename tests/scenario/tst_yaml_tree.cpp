// The document tree built in one pass over the parser's events (yaml_tree.h): kinds, marks, order,
// repeated keys, aliases as the anchored node itself, the first two documents, and the limits.
#include "scenario/load_error.h"
#include "scenario/yaml_tree.h"

#include <yaml-cpp/exceptions.h>

#include <QtTest>

#include <string>

using namespace s21;

namespace {

YamlNodeRef parsed(const std::string& text) { return parseYamlDocuments(text, "tree.yaml").first; }

} // namespace

class TestYamlTree : public QObject {
    Q_OBJECT
private slots:
    void kindsAndMarks()
    {
        const YamlNodeRef root = parsed("a: text\nb: [1, '']\nc:\nd: ~\n");
        QCOMPARE(root->kind, YamlKind::Mapping);
        QCOMPARE(root->entries.size(), std::size_t(4));
        const YamlNode& text = *root->entries[0].value;
        QCOMPARE(text.kind, YamlKind::Scalar);
        QCOMPARE(text.scalar, std::string("text"));
        QCOMPARE(text.mark.line, 0);
        QCOMPARE(text.mark.column, 3);
        const YamlNode& list = *root->entries[1].value;
        QCOMPARE(list.kind, YamlKind::List);
        QCOMPARE(list.items.size(), std::size_t(2));
        QCOMPARE(list.items[1]->kind, YamlKind::Scalar); // a quoted empty text is text
        QCOMPARE(root->entries[2].value->kind, YamlKind::Null);
        QCOMPARE(root->entries[3].value->kind, YamlKind::Null);
        QVERIFY(root->hasKey("d"));
        QVERIFY(!root->hasKey("e"));
    }

    void repeatedKeysAreKeptInOrder()
    {
        const YamlNodeRef root = parsed("b: 1\na: 2\nb: 3\n");
        QCOMPARE(root->entries.size(), std::size_t(3));
        QCOMPARE(root->entries[2].key->scalar, std::string("b"));
        QCOMPARE(root->entries[2].value->scalar, std::string("3"));
    }

    void anAliasIsItsAnchoredNode()
    {
        const YamlNodeRef root = parsed("a: &x [1, 2]\nb: *x\nc: &y [*y]\n");
        QCOMPARE(root->entries[1].value, root->entries[0].value);
        const YamlNode* cycle = root->entries[2].value;
        QCOMPARE(cycle->items.front(), cycle);
    }

    void anEmptyTextHasANullRootWithoutAMark()
    {
        const YamlDocuments documents = parseYamlDocuments("# nothing\n", "tree.yaml");
        QCOMPARE(documents.first->kind, YamlKind::Null);
        QVERIFY(documents.first->mark.is_null());
        QVERIFY(documents.roots.empty());
    }

    void twoDocumentsAtMost()
    {
        const YamlDocuments documents = parseYamlDocuments("a: 1\n---\nb: 2\n---\nc: 3\n", "tree.yaml");
        QVERIFY(documents.first->hasKey("a"));
        QCOMPARE(documents.roots.size(), std::size_t(2));
        QCOMPARE(documents.roots[1].line, 2);
    }

    void aNodeKeepsItsDocumentAlive()
    {
        YamlNodeRef value;
        {
            const YamlNodeRef root = parsed("k: [v]\n");
            value = nodeIn(root, root->entries.front().value);
        }
        QCOMPARE(value->items.front()->scalar, std::string("v"));
    }

    void limitsAreMetAtTheNodeThatPassesThem()
    {
        std::string items = "k:\n";
        for (int i = 0; i < 1001; ++i)
            items += "  - x\n";
        try {
            parsed(items);
            QFAIL("parsed");
        } catch (const LoadError& error) {
            QCOMPARE(error.line(), 1002);
            QCOMPARE(error.message(), std::string("too large: more than 1000 items in one list "
                                                  "(docs/scenario-format.md, \"Limits\")"));
        }
        QVERIFY_THROWS_EXCEPTION(YAML::Exception, parsed("k: [1\n"));
    }
};

QTEST_GUILESS_MAIN(TestYamlTree)
#include "tst_yaml_tree.moc"
