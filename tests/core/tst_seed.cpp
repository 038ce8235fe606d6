// 128-bit seeds (core/base/random.h): a seed whose high half is 0 gives the stream its 64-bit value
// always gave; a high half changes it; the streams drawn from a seed keep its high half; the text.
#include "core/base/number_text.h"
#include "core/base/random.h"
#include "core/players/cut_model.h"

#include <QtTest>

#include <array>

using namespace s21;

namespace {

std::array<std::uint64_t, 8> firstDraws(Seed seed)
{
    Random random(seed);
    std::array<std::uint64_t, 8> draws{};
    for (auto& draw : draws)
        draw = random.next();
    return draws;
}

} // namespace

class TestSeed : public QObject {
    Q_OBJECT
private slots:
    void aSixtyFourBitSeedGivesTheStreamItAlwaysGave_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<quint64>("first");
        QTest::addColumn<quint64>("second");
        QTest::addColumn<quint64>("belowAThousand");
        // Drawn from the code before seeds had a high half (random.cpp at 68526b5).
        // clang-format off
        QTest::newRow("0")      << quint64{0}  << quint64{11091344671253066420ULL} << quint64{13793997310169335082ULL} << quint64{103};
        QTest::newRow("42")     << quint64{42} << quint64{1546998764402558742ULL}  << quint64{6990951692964543102ULL}  << quint64{680};
        QTest::newRow("2^64-1") << quint64{18446744073709551615ULL} << quint64{10328197420357168392ULL} << quint64{14156678507024973869ULL} << quint64{507};
        // clang-format on
    }
    void aSixtyFourBitSeedGivesTheStreamItAlwaysGave()
    {
        QFETCH(quint64, seed);
        QFETCH(quint64, first);
        QFETCH(quint64, second);
        QFETCH(quint64, belowAThousand);
        Random random(Seed{seed, 0});
        QCOMPARE(random.next(), first);
        QCOMPARE(random.next(), second);
        QCOMPARE(random.below(1000), belowAThousand);
    }

    void theHighHalfChangesEveryDraw()
    {
        const auto narrow = firstDraws(Seed{42, 0});
        const auto wide = firstDraws(Seed{42, 1});
        const auto other = firstDraws(Seed{42, 2});
        for (std::size_t i = 0; i < narrow.size(); ++i) {
            QVERIFY(wide[i] != narrow[i]);
            QVERIFY(wide[i] != other[i]);
        }
        // Equal halves do not cancel out into a state of zeros, which would give only zeros.
        const auto equal = firstDraws(Seed{7, 7});
        QVERIFY(std::count(equal.begin(), equal.end(), std::uint64_t{0}) == 0);
    }

    void streamsKeepTheHighHalf()
    {
        // A 64-bit seed's streams are the numbers they always were: base × multiplier + index, salts xored in.
        QVERIFY(Seed(5).stream(1000, 3) == Seed(5003));
        QVERIFY(Seed(5).salted(0xff) == Seed(5 ^ 0xff));
        QVERIFY(cutStream(Seed(9)) == Seed(9 ^ 0x6375742d616e7377ULL));
        // A high half is multiplied by an odd number (never 0 again) and kept through salts.
        QVERIFY(Seed(5, 7).stream(1000, 3) == Seed(5003, 7 * 1001));
        QVERIFY(Seed(5, 7).stream(1, 3) == Seed(8, 7));
        QVERIFY(Seed(5, 1ULL << 63).stream(1000, 0).high != 0);
        QVERIFY(Seed(5, 7).salted(0xff) == Seed(5 ^ 0xff, 7));
        // Two players' streams from seeds that differ only in the high half: different cut answers.
        RandomCuts narrow(cutStream(Seed(11, 0)));
        RandomCuts wide(cutStream(Seed(11, 1)));
        int same = 0;
        for (int i = 0; i < 20; ++i) {
            const CutAnswer a = narrow.answer(1, 300);
            const CutAnswer b = wide.answer(1, 300);
            same += a == b ? 1 : 0;
        }
        QVERIFY(same < 20);
    }

    void seedsAreWrittenAndReadBack()
    {
        QCOMPARE(seedText(Seed(42)), std::string("42"));
        QCOMPARE(seedText(Seed(18446744073709551615ULL)), std::string("18446744073709551615"));
        QCOMPARE(seedText(Seed(1, 2)), std::string("0x00000000000000020000000000000001"));
        QCOMPARE(seedText(Seed(0xfedcba9876543210ULL, 0x0123456789abcdefULL)),
                 std::string("0x0123456789abcdeffedcba9876543210"));
        for (const Seed seed : {Seed(0), Seed(42), Seed(3, 1), Seed(~0ULL, ~0ULL), Seed(0, 1ULL << 63)})
            QVERIFY(parseSeed(seedText(seed)) == seed);
        QVERIFY(parseSeed("0x0123456789ABCDEFFEDCBA9876543210") == Seed(0xfedcba9876543210ULL, 0x0123456789abcdefULL));
        QVERIFY(parseSeed("0x00000000000000000000000000000007") == Seed(7)); // a high half of 0: today's seed 7
    }

    void badSeedTextIsRefused_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* bad : {"", "-1", "+42", " 42", "42 ", "18446744073709551616", "0x", "0x1234",
                                "0x0000000000000000000000000000000", "0x000000000000000000000000000000000",
                                "0x0000000000000000000000000000000g", "0X00000000000000000000000000000001",
                                "0x-0000000000000000000000000000001", "1e3"})
            QTest::newRow(bad) << QString::fromLatin1(bad);
    }
    void badSeedTextIsRefused()
    {
        QFETCH(QString, text);
        QVERIFY(!parseSeed(text.toStdString()));
    }
};

QTEST_GUILESS_MAIN(TestSeed)
#include "tst_seed.moc"
