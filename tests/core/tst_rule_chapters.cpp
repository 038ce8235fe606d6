// The chapter or section a citation falls in, by the titles the texts print (core/rules/rule_chapters.h):
// each text's numbering, the Bonus Spin text read as the base text, and nothing for a citation of no
// known text or chapter.
#include "core/rules/rule_chapters.h"

#include <QtTest>

using namespace s21;

class TestRuleChapters : public QObject {
    Q_OBJECT
private slots:
    void citationsAreReadWithTheirChapter_data()
    {
        QTest::addColumn<QString>("citation");
        QTest::addColumn<QString>("title");
        QTest::addRow("MD chapter 7") << "MD-S21 7.T"
                                      << "Dealing Cards and Completing a Round of Play";
        QTest::addRow("MD chapter 13, two digits") << "MD-S21 13.K"
                                                   << "Irregularities";
        QTest::addRow("MD chapter 1, not 13") << "MD-S21 1.B"
                                              << "Definitions";
        QTest::addRow("Bonus Spin text") << "MD-S21BS 12.D"
                                         << "Payout Odds";
        QTest::addRow("MA section 6") << "MA-S21 6(d)"
                                      << "Match-the-dealer wager";
        QTest::addRow("MA section 15") << "MA-S21 15(k)"
                                       << "Irregularities";
        QTest::addRow("MA section 16") << "MA-S21 16(d)(1)"
                                       << "Bonus Spin";
        QTest::addRow("blackjack's irregularities") << "MD-BJ 14.K"
                                                    << "Irregularities";
        QTest::addRow("blackjack's payouts") << "MD-BJ 13.A(2)"
                                             << "Payout Odds and Limitation";
        QTest::addRow("by analogy to Spanish 21") << "MD-S21 7.N (by analogy; MD-BJ ch. 7 is incomplete)"
                                                  << "Dealing Cards and Completing a Round of Play";
        QTest::addRow("no blackjack chapter 15") << "MD-BJ 15.A"
                                                 << "";
        QTest::addRow("a house rule") << "house rule match_the_dealer.cap_at_base_wager"
                                      << "";
        QTest::addRow("no such chapter") << "MD-S21 14.A"
                                         << "";
        QTest::addRow("no number") << "MA-S21 (a)"
                                   << "";
        QTest::addRow("no text") << ""
                                 << "";
    }
    void citationsAreReadWithTheirChapter()
    {
        QFETCH(QString, citation);
        QFETCH(QString, title);
        QCOMPARE(QString::fromStdString(chapterTitle(citation.toStdString())), title);
    }
};

QTEST_MAIN(TestRuleChapters)
#include "tst_rule_chapters.moc"
