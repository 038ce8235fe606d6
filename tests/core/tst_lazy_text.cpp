// LazyText: a step's section and sentence, formatted only when read (lazy_text.h). What it prints
// is what a hint, a mistake and an answer key show the trainee, so every kind of value is checked
// here, and the property the procedure's speed rests on: a LazyText owns nothing.
#include "core/base/lazy_text.h"
#include "core/rules/rule_profile.h"

#include <QtTest>

#include <type_traits>

using namespace s21;

static_assert(std::is_trivially_copyable_v<LazyText>, "a step is moved and dropped after every dealer action");
static_assert(sizeof(LazyText) <= 48);

class TestLazyText : public QObject {
    Q_OBJECT
private slots:
    void emptyIsEmpty();
    void literalIsItself();
    void formatsEveryKindOfValue_data();
    void formatsEveryKindOfValue();
    void copiesFormatTheSame();
    void citesTheProfilesJurisdiction();
};

void TestLazyText::emptyIsEmpty() { QCOMPARE(LazyText().str(), std::string()); }

void TestLazyText::literalIsItself()
{
    const bool first = false;
    QCOMPARE(LazyText("Burn the first card.").str(), std::string("Burn the first card."));
    QCOMPARE(LazyText::literal(first ? "one" : "the other").str(), std::string("the other"));
    // Braces with no value left for them stay as they are.
    QCOMPARE(LazyText("{} stays").str(), std::string("{} stays"));
}

void TestLazyText::formatsEveryKindOfValue_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("formatted");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* name, const LazyText& text, const char* expected) {
        QTest::newRow(name) << QString::fromStdString(text.str()) << QString(expected);
    };
    row("number", LazyText::format("Seat {} first.", 7), "Seat 7 first.");
    row("negative number", LazyText::format("{} cards", -3), "-3 cards");
    row("words", LazyText::format("the {} card", "first"), "the first card");
    row("words by pointer", LazyText::format("MD-S21 {}", LazyText::Arg::literal("7.F(1)")), "MD-S21 7.F(1)");
    row("money", LazyText::format("Pay {}.", Money::cents(750)), "Pay $7.50.");
    row("large money", LazyText::format("Pay {}.", Money::dollars(5000)), "Pay $5,000.");
    row("odds", LazyText::format("({})", Odds{3, 2}), "(3 to 2)");
    row("hand", LazyText::format("Pay {}.", LazyText::Arg::hand(3, 0)), "Pay seat 3.");
    row("split hand", LazyText::format("Pay {}.", LazyText::Arg::hand(3, 2)), "Pay seat 3 hand 2.");
    row("four values", LazyText::format("{} {} {} {}", 1, "two", Money::dollars(3), Odds{4, 1}), "1 two $3 4 to 1");
    // clang-format on
}

void TestLazyText::formatsEveryKindOfValue()
{
    QFETCH(QString, formatted);
    QFETCH(QString, expected);
    QCOMPARE(formatted, expected);
}

void TestLazyText::copiesFormatTheSame()
{
    const LazyText original = LazyText::format("Collect {} from {}.", Money::dollars(10), LazyText::Arg::hand(5, 1));
    LazyText copy;
    copy = original;
    QCOMPARE(copy.str(), original.str());
    QCOMPARE(copy.str(), std::string("Collect $10 from seat 5 hand 1."));
}

void TestLazyText::citesTheProfilesJurisdiction()
{
    QCOMPARE(marylandProfile(6).cite("7.F(1)", "6(d)").str(), std::string("MD-S21 7.F(1)"));
    QCOMPARE(massachusettsProfile(6, DealerSecondCard::HoleCardWithReader).cite("7.F(1)", "6(d)").str(),
             std::string("MA-S21 6(d)"));
}

QTEST_GUILESS_MAIN(TestLazyText)
#include "tst_lazy_text.moc"
