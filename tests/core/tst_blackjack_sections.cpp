// The Maryland Spanish 21 sections the engine cites and their Maryland blackjack twins
// (core/rules/blackjack_sections.h): every twin names sections the blackjack text has, each Maryland
// string is listed once and found by its exact text, a kind and its twin agree, the entries follow
// the Spanish 21 text, and some twins are the ones the two texts plainly give.
#include "core/rules/blackjack_sections.h"
#include "core/rules/rule_profile.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QtTest>

using namespace s21;

namespace {

QString text(std::string_view view) { return QString::fromUtf8(view.data(), static_cast<qsizetype>(view.size())); }

// The section ids a rule text has: "14.K", "8.A(2)", "13.A(5)(b)(ii)", from its chapter headings
// ("Chapter 14 - Irregularities."), its lettered sections ("A. ", "- A. ") and its numbered, lettered
// and roman subsections ("(1) ", "(a) ", "(i) "). A "(i)" right after an "(h)" is a letter; after any
// other letter, "(i)", "(ii)", "(v)" ... are roman numerals.
QSet<QString> sectionIds(const QString& rules)
{
    static const QRegularExpression chapterLine(QStringLiteral(R"(^\**\s*Chapter\s+(\d+)\s*[-–]\s)"));
    static const QRegularExpression sectionLine(QStringLiteral(R"(^(?:-\s*)?([A-Z])\.\s)"));
    static const QRegularExpression subsectionLine(QStringLiteral(R"(^(?:-\s*)?\(([0-9]+|[a-z]+)\)\s)"));
    static const QRegularExpression roman(QStringLiteral(R"(^[ivx]+$)"));
    QSet<QString> ids;
    QString chapter, section, number, letter, numeral;
    for (const QString& raw : rules.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (const auto m = chapterLine.match(line); m.hasMatch()) {
            chapter = m.captured(1);
            section.clear();
            continue;
        }
        if (chapter.isEmpty())
            continue;
        if (const auto m = sectionLine.match(line); m.hasMatch()) {
            section = chapter + QLatin1Char('.') + m.captured(1);
            number.clear(), letter.clear(), numeral.clear();
            ids.insert(section);
            continue;
        }
        const auto m = subsectionLine.match(line);
        if (section.isEmpty() || !m.hasMatch())
            continue;
        const QString token = m.captured(1);
        if (token.front().isDigit()) {
            number = token;
            letter.clear(), numeral.clear();
        } else if (roman.match(token).hasMatch() && !letter.isEmpty() &&
                   !(token.size() == 1 && letter.size() == 1 &&
                     token.front().unicode() == letter.front().unicode() + 1)) {
            numeral = token;
        } else {
            letter = token;
            numeral.clear();
        }
        QString id = section;
        for (const QString& part : {number, letter, numeral})
            if (!part.isEmpty())
                id += QLatin1Char('(') + part + QLatin1Char(')');
        ids.insert(id);
    }
    return ids;
}

// The single ids a citation names: "10.A(2), 10.C" is two, "4.B-C" names 4.B and 4.C, "5.D(3)-(4)"
// 5.D(3) and 5.D(4). Empty when a part is not a section id.
QStringList citedIds(const QString& citation)
{
    static const QRegularExpression id(
        QStringLiteral(R"(^(\d+\.[A-Z])((?:\([0-9a-z]+\))*)(?:-([A-Z]|(?:\([0-9a-z]+\))+))?$)"));
    QStringList ids;
    for (const QString& part : citation.split(QStringLiteral(", "))) {
        const auto m = id.match(part);
        if (!m.hasMatch())
            return {};
        ids << m.captured(1) + m.captured(2);
        const QString end = m.captured(3);
        if (end.isEmpty())
            continue;
        const QString chapter = m.captured(1).section(QLatin1Char('.'), 0, 0);
        ids << (end.front() == QLatin1Char('(') ? m.captured(1) + end : chapter + QLatin1Char('.') + end);
    }
    return ids;
}

// Where an id stands in its text: chapter, section letter, then each subsection (a number or a
// letter), so that "5.D(3)" < "5.D(3)-(4)" == "5.D(3)" < "5.D(4)" < "5.E".
QList<QVariant> textOrder(const QString& citation)
{
    const QStringList ids = citedIds(citation);
    if (ids.isEmpty())
        return {};
    static const QRegularExpression parts(QStringLiteral(R"((\d+)\.([A-Z])|\(([0-9]+|[a-z]+)\))"));
    QList<QVariant> key;
    for (auto it = parts.globalMatch(ids.front()); it.hasNext();) {
        const auto m = it.next();
        if (!m.captured(1).isEmpty())
            key << m.captured(1).toInt() << m.captured(2);
        else if (m.captured(3).front().isDigit())
            key << m.captured(3).toInt();
        else
            key << m.captured(3);
    }
    return key;
}

bool before(const QList<QVariant>& a, const QList<QVariant>& b)
{
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] == b[i])
            continue;
        if (a[i].typeId() == QMetaType::Int && b[i].typeId() == QMetaType::Int)
            return a[i].toInt() < b[i].toInt();
        return a[i].toString() < b[i].toString();
    }
    return a.size() < b.size();
}

} // namespace

class TestBlackjackSections : public QObject {
    Q_OBJECT
private slots:
    void twinsAreSectionsOfTheBlackjackText()
    {
        QFile file(QStringLiteral(S21_RULES_DIR "/md-blackjack-standard-rules.txt"));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            QSKIP("the Maryland blackjack text is not at " S21_RULES_DIR);
        const QSet<QString> ids = sectionIds(QString::fromUtf8(file.readAll()));

        // The reading itself: what the text has, and what it lacks.
        for (const char* present :
             {"1.B(10)", "2.B(4)(i)", "7.E(1)", "8.A(2)", "13.A(2)(b)", "13.A(5)(b)(ii)", "14.C(2)", "14.K(1)", "14.N"})
            QVERIFY2(ids.contains(QLatin1String(present)), present);
        for (const char* absent : {"7.F", "7.E(3)", "8.A(3)", "10.D", "13.A(2)(c)", "14.O", "15.A"})
            QVERIFY2(!ids.contains(QLatin1String(absent)), absent);

        for (const SectionTwin& twin : blackjackTwins()) {
            if (twin.kind != TwinKind::Section || !twin.blackjack)
                continue;
            const QString citation = QString::fromUtf8(twin.blackjack);
            const QStringList cited = citedIds(citation);
            QVERIFY2(!cited.isEmpty(), qPrintable(text(twin.spanish21) + " -> \"" + citation + "\" is no citation"));
            for (const QString& id : cited)
                QVERIFY2(ids.contains(id), qPrintable(text(twin.spanish21) + " -> MD-BJ " + citation +
                                                      ": the "
                                                      "blackjack text has no " +
                                                      id));
        }
    }

    // Every Maryland section the engine cites has its twin: the first argument of each cite() and
    // citeMaryland() call in src/core (both branches of a conditional one), and the clauses payout.cpp
    // hands to cite(). A section added to the engine without a twin fails here, not in a blackjack
    // round that reaches it (RuleProfile::cite's precondition).
    void everySectionTheEngineCitesHasATwin()
    {
        const QRegularExpression literal(QStringLiteral("(?:cite|citeMaryland)\\(\\s*\"([^\"]+)\""));
        const QRegularExpression conditional(
            QStringLiteral("(?:cite|citeMaryland)\\([^;\"]*\\?\\s*\"([^\"]+)\"\\s*:\\s*\"([^\"]+)\""));
        const QRegularExpression clause(QStringLiteral("\\},\\s*\"([0-9][^\"]*)\",\\s*\"[0-9]"));
        QStringList missing;
        int cited = 0;
        QDirIterator files(QStringLiteral(S21_SOURCE_DIR "/src/core"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                           QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            for (const QRegularExpression* pattern : {&literal, &conditional, &clause}) {
                for (auto match = pattern->globalMatch(text); match.hasNext();) {
                    const QRegularExpressionMatch found = match.next();
                    for (int group = 1; group <= pattern->captureCount(); ++group) {
                        ++cited;
                        const QString section = found.captured(group);
                        if (!blackjackTwin(section.toStdString()))
                            missing << QFileInfo(file.fileName()).fileName() + QStringLiteral(": ") + section;
                    }
                }
            }
        }
        QVERIFY2(cited > 100, qPrintable(QString::number(cited)));
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    }

    // The game a stored mistake's citation is of, as the engine writes it (the mistakes drill keeps
    // each game's mistakes to its own scenarios).
    void aCitationNamesItsGame()
    {
        const RuleProfile blackjack = marylandBlackjackProfile(6);
        QCOMPARE(citedGame(blackjack.cite("7.N", "12(c)").str()), std::optional{Game::Blackjack});
        QCOMPARE(citedGame(blackjack.cite("13.A", "15(a)").str()), std::optional{Game::Blackjack});
        QCOMPARE(citedGame(marylandProfile(6).cite("7.N", "12(c)").str()), std::optional{Game::Spanish21});
        QCOMPARE(citedGame(massachusettsProfile(6).cite("7.N", "12(c)").str()), std::optional{Game::Spanish21});
        QCOMPARE(citedGame("MD-S21BS 12.D(7)"), std::optional{Game::Spanish21});
        QCOMPARE(citedGame(RuleProfile::houseRule("table_maximum").str()), std::optional<Game>{});
    }

    void eachMarylandSectionIsListedOnce()
    {
        QSet<QString> seen;
        for (const SectionTwin& twin : blackjackTwins()) {
            const QString maryland = text(twin.spanish21);
            QVERIFY2(!seen.contains(maryland), qPrintable(maryland + " is listed twice"));
            seen.insert(maryland);
        }
        QVERIFY(seen.size() > 100);
    }

    void eachEntryIsFoundByItsText()
    {
        for (const SectionTwin& twin : blackjackTwins()) {
            const SectionTwin* found = blackjackTwin(twin.spanish21);
            QVERIFY2(found == &twin, qPrintable(text(twin.spanish21)));
        }
        for (const char* unknown : {"", "7.Z", "13.P ", "MD-S21 13.P", "13.p", "7.F(1) ", "10.E,11.E"})
            QVERIFY2(!blackjackTwin(unknown), unknown);
    }

    void kindsAgreeWithTheirTwins()
    {
        for (const SectionTwin& twin : blackjackTwins()) {
            const QString maryland = text(twin.spanish21);
            if (twin.kind == TwinKind::Section)
                QVERIFY2(twin.blackjack && *twin.blackjack, qPrintable(maryland + ": a Section twin names sections"));
            else
                QVERIFY2(!twin.blackjack, qPrintable(maryland + ": only a Section twin names sections"));
        }
    }

    void entriesFollowTheSpanish21Text()
    {
        QList<QVariant> previous;
        QString previousText;
        for (const SectionTwin& twin : blackjackTwins()) {
            const QString maryland = text(twin.spanish21);
            const QList<QVariant> key = textOrder(maryland);
            QVERIFY2(!key.isEmpty(), qPrintable(maryland + " is no section citation"));
            QVERIFY2(!before(key, previous), qPrintable(maryland + " comes before " + previousText));
            previous = key;
            previousText = maryland;
        }
    }

    void twinsAreTheTextsOwn_data()
    {
        QTest::addColumn<QString>("spanish21");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("blackjack");
        // clang-format off
        const int section = static_cast<int>(TwinKind::Section);
        const int analogy = static_cast<int>(TwinKind::ByAnalogy);
        const int spanish = static_cast<int>(TwinKind::SpanishOnly);
        QTest::addRow("the cut offered where the cover card came out") << "5.D(2)"     << section << "5.D(2)";
        QTest::addRow("the cover card comes out")                      << "7.C"        << section << "7.D";
        QTest::addRow("the deal order")                                << "7.E"        << analogy << "";
        QTest::addRow("Match-the-Dealer settled from the right")       << "7.F(1)"     << analogy << "";
        QTest::addRow("the peek")                                      << "7.G(2)"     << analogy << "";
        QTest::addRow("the dealer stands on 17")                       << "7.M"        << analogy << "";
        QTest::addRow("the final settlement order")                    << "7.R"        << analogy << "";
        QTest::addRow("picking up the cards")                          << "7.T"        << analogy << "";
        QTest::addRow("insurance offered on an ace")                   << "8.A"        << section << "8.B";
        QTest::addRow("insurance at most half the wager")              << "8.B-C"      << section << "8.A";
        QTest::addRow("losing insurance collected after the peek")     << "8.F"        << section << "8.D";
        QTest::addRow("surrender against an ace or 10-value")          << "9.C(2)"     << section << "9.C(2)";
        QTest::addRow("one card to a doubled hand")                    << "10.C"       << section << "10.A(2)";
        QTest::addRow("a dealer blackjack takes the original wager")   << "10.E, 11.E" << section << "10.B, 11.E";
        QTest::addRow("rescue")                                        << "10.H"       << spanish << "";
        QTest::addRow("a blackjack paid")                              << "12.A(2)"    << section << "13.A(2)";
        QTest::addRow("insurance paid")                                << "12.A(3)"    << section << "13.A(3)";
        QTest::addRow("the Match-the-Dealer paytable")                 << "12.A(4)"    << section << "13.A(5)";
        QTest::addRow("the five-card 21 bonus")                        << "12.B(7)-(9)" << spanish << "";
        QTest::addRow("the super bonus")                               << "12.C"       << spanish << "";
        QTest::addRow("a card face up in the shoe")                    << "13.A"       << section << "14.A";
        QTest::addRow("a 10 in the shoe")                              << "13.C"       << spanish << "";
        QTest::addRow("the dealer's accidental draw on 17")            << "13.I"       << section << "14.D";
        QTest::addRow("a short shoe: the burn")                        << "13.L"       << section << "14.F(2)";
        QTest::addRow("the reader misused")                            << "13.P"       << section << "14.K";
        QTest::addRow("a broken card reader")                          << "13.Q"       << section << "14.L";
        // clang-format on
    }
    void twinsAreTheTextsOwn()
    {
        QFETCH(QString, spanish21);
        QFETCH(int, kind);
        QFETCH(QString, blackjack);
        const std::string maryland = spanish21.toStdString();
        const SectionTwin* twin = blackjackTwin(maryland);
        QVERIFY(twin);
        QCOMPARE(static_cast<int>(twin->kind), kind);
        QCOMPARE(twin->blackjack ? QString::fromUtf8(twin->blackjack) : QString(), blackjack);
    }
};

QTEST_MAIN(TestBlackjackSections)
#include "tst_blackjack_sections.moc"
