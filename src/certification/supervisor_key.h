#pragma once
// A supervisor's signing key (Ed25519, libsodium). The private half is kept only encrypted
// (XSalsa20-Poly1305) under a key derived from the supervisor's passphrase with Argon2id, libsodium's
// memory-hard hash, at its "moderate" limits (3 passes over 256 MiB): the passphrase itself is never
// stored, and each guess at it costs an attacker that much work. Unlocking with the right passphrase
// is the passphrase check: a wrong one fails the encryption's authentication.
//
// Keys live in memory that libsodium locks and wipes (sodium_malloc); nothing here writes a secret
// to a file, a log or an error message.

#include <QByteArray>
#include <QString>

#include <memory>
#include <stdexcept>

namespace s21::certification {

// libsodium could not start, or refused a request (out of memory for Argon2id's 256 MiB).
class CryptoError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class WrongPassphrase : public std::runtime_error {
public:
    WrongPassphrase() : std::runtime_error("the passphrase is not the supervisor's") {}
};

// What is stored of a supervisor's key: all of it public but the encrypted private half.
struct LockedKey {
    QByteArray publicKey;       // 32 bytes
    QByteArray salt;            // Argon2id's salt, 16 bytes
    quint64 opsLimit = 0;       // Argon2id's passes...
    quint64 memLimit = 0;       // ...and memory in bytes, as used when the key was locked
    QByteArray nonce;           // 24 bytes
    QByteArray sealedSecretKey; // the 64-byte secret key, encrypted and authenticated

    // One line of text (fields in base64, separated by '$'), for a database column or a file.
    QString toText() const;
    // Throws CryptoError when the text is not a locked key.
    static LockedKey fromText(const QString& text);
};

// At least this many characters in a supervisor's passphrase.
inline constexpr int kShortestPassphrase = 10;

// A new key pair, locked under `passphrase`. Throws std::invalid_argument for a passphrase shorter
// than kShortestPassphrase, CryptoError when libsodium refuses.
LockedKey createKey(const QString& passphrase);

// The private half, unlocked for signing while this lives.
class UnlockedKey {
public:
    // Throws WrongPassphrase, or CryptoError when libsodium refuses.
    UnlockedKey(const LockedKey& key, const QString& passphrase);
    ~UnlockedKey();
    UnlockedKey(const UnlockedKey&) = delete;
    UnlockedKey& operator=(const UnlockedKey&) = delete;

    QByteArray publicKey() const { return publicKey_; }
    // The Ed25519 signature (64 bytes) of `message`.
    QByteArray sign(const QByteArray& message) const;
    // The same key locked under another passphrase (a supervisor changing it).
    LockedKey relock(const QString& newPassphrase) const;
    // Opens what sealedFor() sealed for this key. Throws CryptoError when it was sealed for another
    // key, or altered.
    QByteArray openSealed(const QByteArray& sealed) const;

    // A fresh key pair that no passphrase locks: an exam sitting's own key (docs/certification.md,
    // "Proving a sitting"), held only while the sitting lasts. Throws CryptoError when libsodium refuses.
    static std::unique_ptr<UnlockedKey> generate();
    // This key's secret half sealed for the holder of `publicKey` (sealedFor), who alone can open it
    // again (openSealedKey).
    QByteArray sealedSecretFor(const QByteArray& publicKey) const;
    // The key sealedSecretFor() sealed for `holder`. Throws CryptoError when it was sealed for another
    // key, altered, or is not a key whose halves belong together.
    static std::unique_ptr<UnlockedKey> openSealedKey(const UnlockedKey& holder, const QByteArray& sealed);

private:
    UnlockedKey(); // secret_ allocated, not yet filled
    QByteArray publicKey_;
    unsigned char* secret_ = nullptr; // sodium_malloc'd, 64 bytes
};

// `message` sealed for the holder of `publicKey` (a supervisor's signing key, converted to its
// X25519 twin; libsodium's anonymous sealed box): only their unlocked key opens it (openSealed).
// Throws CryptoError for a public key that is not one.
QByteArray sealedFor(const QByteArray& publicKey, const QByteArray& message);

// True when `signature` is `publicKey`'s signature of `message`.
bool verifySignature(const QByteArray& publicKey, const QByteArray& message, const QByteArray& signature);

// BLAKE2b-256 of `data`: the hash that chains a station's attempts.
QByteArray hashOf(const QByteArray& data);

// A short code a person can read out or type: the first 60 bits of hashOf(data) in base32, as
// "ABCD-EFGH-IJKL".
QString shortCode(const QByteArray& data);

} // namespace s21::certification
