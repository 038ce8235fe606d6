// Supervisors' keys: a signature verifies under the public key and fails for any altered byte, a
// wrong passphrase never unlocks, the stored text holds no secret in clear, and a key whose text was
// tampered with (weaker Argon2id limits, a swapped public half) is refused. A sitting's key reopens
// only for the supervisor it was sealed for.
#include "certification/supervisor_key.h"

#include <QtTest>

using namespace s21::certification;

namespace {

const QString kPassphrase = QStringLiteral("correct horse battery staple");

} // namespace

class TestSupervisorKey : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { key_ = createKey(kPassphrase); }

    void aSignatureVerifiesAndAnyChangeBreaksIt()
    {
        const UnlockedKey unlocked(key_, kPassphrase);
        QCOMPARE(unlocked.publicKey(), key_.publicKey);
        const QByteArray message("attempt 7: passed, 96 points");
        const QByteArray signature = unlocked.sign(message);
        QVERIFY(verifySignature(key_.publicKey, message, signature));
        QVERIFY(!verifySignature(key_.publicKey, QByteArray("attempt 7: passed, 97 points"), signature));
        QByteArray flipped = signature;
        flipped[10] = static_cast<char>(flipped[10] ^ 1);
        QVERIFY(!verifySignature(key_.publicKey, message, flipped));
        const LockedKey other = createKey(QStringLiteral("another supervisor's phrase"));
        QVERIFY(!verifySignature(other.publicKey, message, signature));
    }

    void onlyTheSupervisorsKeyOpensWhatIsSealedForIt()
    {
        const QByteArray message = "the round's shoe: 5H 9D 6D";
        const QByteArray sealed = sealedFor(key_.publicKey, message);
        QVERIFY(!sealed.contains("5H 9D"));
        const UnlockedKey unlocked(key_, kPassphrase);
        QCOMPARE(unlocked.openSealed(sealed), message);
        QByteArray altered = sealed;
        altered[altered.size() - 1] = static_cast<char>(altered.back() ^ 1);
        QVERIFY_THROWS_EXCEPTION(CryptoError, unlocked.openSealed(altered));
        const LockedKey other = createKey(QStringLiteral("another passphrase"));
        const UnlockedKey otherUnlocked(other, QStringLiteral("another passphrase"));
        QVERIFY_THROWS_EXCEPTION(CryptoError, otherUnlocked.openSealed(sealed));
        QVERIFY_THROWS_EXCEPTION(CryptoError, sealedFor("not a key", message));
    }

    // A sitting's own key: its secret half sealed for the supervisor opens only with their key, as
    // the same key; 64 bytes whose halves were not made together (a public half swapped) are refused.
    void aSittingKeyReopensOnlyForItsSupervisor()
    {
        const std::unique_ptr<UnlockedKey> sitting = UnlockedKey::generate();
        const std::unique_ptr<UnlockedKey> another = UnlockedKey::generate();
        QCOMPARE(sitting->publicKey().size(), 32);
        QVERIFY(sitting->publicKey() != another->publicKey());
        const QByteArray sealed = sitting->sealedSecretFor(key_.publicKey);
        const UnlockedKey supervisor(key_, kPassphrase);
        const std::unique_ptr<UnlockedKey> reopened = UnlockedKey::openSealedKey(supervisor, sealed);
        QCOMPARE(reopened->publicKey(), sitting->publicKey());
        const QByteArray message("progress 12");
        QVERIFY(verifySignature(sitting->publicKey(), message, reopened->sign(message)));
        const LockedKey other = createKey(QStringLiteral("another passphrase"));
        const UnlockedKey otherUnlocked(other, QStringLiteral("another passphrase"));
        QVERIFY_THROWS_EXCEPTION(CryptoError, UnlockedKey::openSealedKey(otherUnlocked, sealed));
        // The sitting's seed with another key's public half, sealed as a script with libsodium would.
        QByteArray mixed = supervisor.openSealed(sealed).left(32) + another->publicKey();
        QVERIFY_THROWS_EXCEPTION(CryptoError, UnlockedKey::openSealedKey(supervisor, sealedFor(key_.publicKey, mixed)));
        QVERIFY_THROWS_EXCEPTION(CryptoError,
                                 UnlockedKey::openSealedKey(supervisor, sealedFor(key_.publicKey, "short")));
    }

    void aWrongPassphraseNeverUnlocks()
    {
        QVERIFY_THROWS_EXCEPTION(WrongPassphrase, UnlockedKey(key_, QStringLiteral("correct horse battery stapler")));
        QVERIFY_THROWS_EXCEPTION(WrongPassphrase, UnlockedKey(key_, QString()));
    }

    void aShortPassphraseIsRefused()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, createKey(QStringLiteral("123456789")));
    }

    void theStoredTextReadsBackAndHoldsNoSecretInClear()
    {
        const QString text = key_.toText();
        const LockedKey read = LockedKey::fromText(text);
        QCOMPARE(read.publicKey, key_.publicKey);
        QCOMPARE(read.sealedSecretKey, key_.sealedSecretKey);
        QVERIFY(!text.contains(kPassphrase));
        const UnlockedKey unlocked(read, kPassphrase);
        QVERIFY(verifySignature(key_.publicKey, "x", unlocked.sign("x")));
        QVERIFY(key_.opsLimit >= 3 && key_.memLimit >= 256ULL * 1024 * 1024); // libsodium's moderate limits
    }

    void aTamperedKeyIsRefused()
    {
        // Weaker Argon2id limits would make guessing cheap: refused as read.
        LockedKey weak = key_;
        weak.memLimit = 8 * 1024;
        QVERIFY_THROWS_EXCEPTION(CryptoError, LockedKey::fromText(weak.toText()));
        // Someone's own public key beside the supervisor's secret half: refused on unlocking.
        LockedKey swapped = key_;
        swapped.publicKey = createKey(QStringLiteral("a trainee's own phrase")).publicKey;
        QVERIFY_THROWS_EXCEPTION(CryptoError, UnlockedKey(swapped, kPassphrase));
        QVERIFY_THROWS_EXCEPTION(CryptoError, LockedKey::fromText(QStringLiteral("s21key1$not$a$key")));
    }

    void aChangedPassphraseKeepsTheKey()
    {
        const UnlockedKey unlocked(key_, kPassphrase);
        const LockedKey relocked = unlocked.relock(QStringLiteral("a brand new passphrase"));
        QCOMPARE(relocked.publicKey, key_.publicKey);
        QVERIFY_THROWS_EXCEPTION(WrongPassphrase, UnlockedKey(relocked, kPassphrase));
        const UnlockedKey again(relocked, QStringLiteral("a brand new passphrase"));
        QVERIFY(verifySignature(key_.publicKey, "y", again.sign("y")));
    }

    void shortCodesAreStableReadableAndDiffer()
    {
        const QString code = shortCode("sealed result 1");
        QCOMPARE(code, shortCode("sealed result 1"));
        QVERIFY(QRegularExpression(QStringLiteral("^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$"))
                    .match(code)
                    .hasMatch());
        QVERIFY(code != shortCode("sealed result 2"));
        QCOMPARE(hashOf("abc").size(), 32);
    }

private:
    LockedKey key_;
};

QTEST_GUILESS_MAIN(TestSupervisorKey)
#include "tst_supervisor_key.moc"
