// A station's sealed results: intact chains verify; an altered record, a removed, inserted or
// reordered result, a result under another key, and an edited export file are each named.
#include "certification/sealed_chain.h"

#include <QtTest>

using namespace s21::certification;

namespace {

const QString kPassphrase = QStringLiteral("supervisor passphrase one");

std::vector<Finding::Kind> kinds(const std::vector<Finding>& findings)
{
    std::vector<Finding::Kind> out;
    for (const Finding& finding : findings)
        out.push_back(finding.kind);
    return out;
}

} // namespace

class TestSealedChain : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        locked_ = createKey(kPassphrase);
        const UnlockedKey key(locked_, kPassphrase);
        std::optional<Seal> previous;
        for (int i = 1; i <= 5; ++i) {
            previous = seal(QByteArray("{\"attempt\":") + QByteArray::number(i) + ",\"trainee\":\"T" +
                                QByteArray::number(i) + "\",\"passed\":" + (i % 2 ? "true" : "false") + "}",
                            previous, key);
            chain_.push_back(*previous);
        }
    }

    void anIntactChainVerifies()
    {
        QVERIFY(verifyChain(chain_, {locked_.publicKey}).empty());
        QCOMPARE(chain_[2].sequence, 3);
    }

    void anAlteredRecordIsNamed()
    {
        auto seals = chain_;
        QVERIFY(seals[1].record.contains("false")); // the second attempt failed...
        seals[1].record.replace("false", "true ");  // ...and is made to say it passed
        const auto findings = verifyChain(seals, {locked_.publicKey});
        QCOMPARE(findings.size(), std::size_t{2}); // altered, and the next no longer follows it
        QCOMPARE(findings[0].kind, Finding::Kind::Altered);
        QCOMPARE(findings[0].index, std::size_t{1});
        QCOMPARE(findings[1].kind, Finding::Kind::Broken);
        QCOMPARE(findings[1].index, std::size_t{2});
    }

    void aRemovedResultIsNamed()
    {
        auto seals = chain_;
        seals.erase(seals.begin() + 1);
        const auto findings = verifyChain(seals, {locked_.publicKey});
        QCOMPARE(kinds(findings), std::vector<Finding::Kind>{Finding::Kind::Broken});
        QCOMPARE(findings[0].sequence, 3);
        // The first one removed: the list no longer starts with the station's first result.
        auto headless = chain_;
        headless.erase(headless.begin());
        QCOMPARE(kinds(verifyChain(headless, {locked_.publicKey})), std::vector<Finding::Kind>{Finding::Kind::Broken});
    }

    void reorderedResultsAreNamed()
    {
        auto seals = chain_;
        std::swap(seals[1], seals[3]);
        const auto findings = verifyChain(seals, {locked_.publicKey});
        QVERIFY(!findings.empty());
        for (const Finding& finding : findings)
            QCOMPARE(finding.kind, Finding::Kind::Broken);
    }

    void anOldResultCopiedToTheEndIsNamed()
    {
        auto seals = chain_;
        seals.push_back(chain_[0]); // an old passing result passed off as a new one
        const auto findings = verifyChain(seals, {locked_.publicKey});
        QCOMPARE(kinds(findings), std::vector<Finding::Kind>{Finding::Kind::Broken});
        QCOMPARE(findings[0].index, std::size_t{5});
    }

    void aResultUnderAnotherKeyIsNamed()
    {
        // A trainee who made a key of their own and re-signed a result with it.
        const QString own = QStringLiteral("a trainee's own passphrase");
        const UnlockedKey forged(createKey(own), own);
        auto seals = chain_;
        seals[4] = seal(QByteArray("{\"attempt\":5,\"trainee\":\"T5\",\"passed\":true}"), seals[3], forged);
        const auto findings = verifyChain(seals, {locked_.publicKey});
        QCOMPARE(kinds(findings), std::vector<Finding::Kind>{Finding::Kind::UnknownKey});
    }

    void anEditedExportFileIsNamed()
    {
        const QByteArray file = chain_[1].toJson();
        const Seal read = Seal::fromJson(file);
        QVERIFY(verifyChain({read}, {locked_.publicKey}, false).empty());
        QCOMPARE(read.verificationCode(), chain_[1].verificationCode());
        QByteArray edited = file;
        const Seal original = Seal::fromJson(file);
        Seal changed = original;
        changed.record.replace("false", "true ");
        edited.replace(original.record.toBase64(), changed.record.toBase64());
        QCOMPARE(kinds(verifyChain({Seal::fromJson(edited)}, {locked_.publicKey}, false)),
                 std::vector<Finding::Kind>{Finding::Kind::Altered});
        QVERIFY_THROWS_EXCEPTION(CryptoError, Seal::fromJson("{\"format\":\"something else\"}"));
    }

private:
    LockedKey locked_;
    std::vector<Seal> chain_;
};

QTEST_GUILESS_MAIN(TestSealedChain)
#include "tst_sealed_chain.moc"
