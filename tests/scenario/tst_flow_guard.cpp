// The byte-level guard for flow collections (flow_guard.h): brackets nested too deep or too many
// values are found before yaml-cpp reads them, and brackets inside text are not taken for collections.
#include "scenario/flow_guard.h"

#include <QtTest>

#include <string>

using namespace s21;

class TestFlowGuard : public QObject {
    Q_OBJECT
private slots:
    void findsExcess_data();
    void findsExcess();
};

void TestFlowGuard::findsExcess_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("offset"); // -1: nothing found
    const QByteArray deep = QByteArray(17, '[') + QByteArray(17, ']');
    QTest::newRow("list after a key") << "k: " + deep << 3 + 16;
    QTest::newRow("list in a sequence entry") << "- - " + deep << 4 + 16;
    QTest::newRow("mappings") << "k: " + QByteArray(17, '{') << 3 + 16;
    QTest::newRow("sixteen deep is allowed") << "k: " + QByteArray(16, '[') + QByteArray(16, ']') << -1;
    QTest::newRow("inside quotes") << "k: [\"" + deep + "\", '" + deep + "']" << -1;
    QTest::newRow("quoted brackets then deep") << "k: [\"]]]]\", " + deep + "]" << 12 + 15;
    QTest::newRow("plain scalar") << "title: a" + deep << -1;
    QTest::newRow("comment") << "# " + deep + "\nk: 1" << -1;
    QTest::newRow("block scalar") << "description: |\n  " + deep + "\n  more\nk: 1" << -1;
    QTest::newRow("after a block scalar") << "description: >-\n  text\nk: " + deep << 26 + 16;
    QTest::newRow("apostrophe in a flow scalar") << "k: [it's, " + deep + "]" << 10 + 15;
    QByteArray many = "k: [";
    for (int i = 0; i < 10000; ++i)
        many += "a, ";
    QTest::newRow("10,001 values") << many + "a]" << 4 + 3 * 9999 + 1;
    // clang-format on
}

void TestFlowGuard::findsExcess()
{
    QFETCH(QByteArray, text);
    QFETCH(int, offset);
    const auto excess = flowExcess(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    QCOMPARE(excess.has_value(), offset >= 0);
    if (excess)
        QCOMPARE(static_cast<int>(excess->offset), offset);
}

QTEST_GUILESS_MAIN(TestFlowGuard)
#include "tst_flow_guard.moc"
