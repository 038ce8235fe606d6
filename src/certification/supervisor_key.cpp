#include "supervisor_key.h"

#include <sodium.h>

#include <QStringList>

#include <algorithm>

namespace s21::certification {

namespace {

void startSodium()
{
    if (sodium_init() < 0)
        throw CryptoError("libsodium could not start");
}

QByteArray bytes(const unsigned char* data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

const unsigned char* data(const QByteArray& array) { return reinterpret_cast<const unsigned char*>(array.constData()); }

// The symmetric key for `key`'s salt and limits, from the passphrase; in locked memory.
struct DerivedKey {
    unsigned char* bytes = nullptr;
    DerivedKey(const QString& passphrase, const QByteArray& salt, quint64 opsLimit, quint64 memLimit)
    {
        bytes = static_cast<unsigned char*>(sodium_malloc(crypto_secretbox_KEYBYTES));
        if (!bytes)
            throw CryptoError("no memory for the key");
        const QByteArray text = passphrase.toUtf8();
        if (salt.size() != crypto_pwhash_SALTBYTES ||
            crypto_pwhash(bytes, crypto_secretbox_KEYBYTES, text.constData(),
                          static_cast<unsigned long long>(text.size()), data(salt), opsLimit,
                          static_cast<std::size_t>(memLimit), crypto_pwhash_ALG_ARGON2ID13) != 0) {
            sodium_free(bytes);
            throw CryptoError("Argon2id refused (not enough memory, or a damaged key)");
        }
    }
    ~DerivedKey() { sodium_free(bytes); }
    DerivedKey(const DerivedKey&) = delete;
    DerivedKey& operator=(const DerivedKey&) = delete;
};

LockedKey lock(const QByteArray& publicKey, const unsigned char* secret, const QString& passphrase)
{
    if (passphrase.size() < kShortestPassphrase)
        throw std::invalid_argument("a supervisor's passphrase needs at least " + std::to_string(kShortestPassphrase) +
                                    " characters");
    LockedKey key;
    key.publicKey = publicKey;
    key.salt.resize(crypto_pwhash_SALTBYTES);
    randombytes_buf(key.salt.data(), crypto_pwhash_SALTBYTES);
    key.opsLimit = crypto_pwhash_OPSLIMIT_MODERATE;
    key.memLimit = crypto_pwhash_MEMLIMIT_MODERATE;
    key.nonce.resize(crypto_secretbox_NONCEBYTES);
    randombytes_buf(key.nonce.data(), crypto_secretbox_NONCEBYTES);
    const DerivedKey derived(passphrase, key.salt, key.opsLimit, key.memLimit);
    key.sealedSecretKey.resize(crypto_secretbox_MACBYTES + crypto_sign_SECRETKEYBYTES);
    crypto_secretbox_easy(reinterpret_cast<unsigned char*>(key.sealedSecretKey.data()), secret,
                          crypto_sign_SECRETKEYBYTES, data(key.nonce), derived.bytes);
    return key;
}

} // namespace

QString LockedKey::toText() const
{
    return QStringList{QStringLiteral("s21key1"),
                       QString::fromLatin1(publicKey.toBase64()),
                       QString::fromLatin1(salt.toBase64()),
                       QString::number(opsLimit),
                       QString::number(memLimit),
                       QString::fromLatin1(nonce.toBase64()),
                       QString::fromLatin1(sealedSecretKey.toBase64())}
        .join(QLatin1Char('$'));
}

LockedKey LockedKey::fromText(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('$'));
    if (parts.size() != 7 || parts[0] != QLatin1String("s21key1"))
        throw CryptoError("not a supervisor key");
    LockedKey key;
    bool opsOk = false;
    bool memOk = false;
    key.publicKey = QByteArray::fromBase64(parts[1].toLatin1());
    key.salt = QByteArray::fromBase64(parts[2].toLatin1());
    key.opsLimit = parts[3].toULongLong(&opsOk);
    key.memLimit = parts[4].toULongLong(&memOk);
    key.nonce = QByteArray::fromBase64(parts[5].toLatin1());
    key.sealedSecretKey = QByteArray::fromBase64(parts[6].toLatin1());
    if (!opsOk || !memOk || key.publicKey.size() != crypto_sign_PUBLICKEYBYTES ||
        key.salt.size() != crypto_pwhash_SALTBYTES || key.nonce.size() != crypto_secretbox_NONCEBYTES ||
        key.sealedSecretKey.size() != crypto_secretbox_MACBYTES + crypto_sign_SECRETKEYBYTES ||
        key.opsLimit < crypto_pwhash_OPSLIMIT_MODERATE || key.memLimit < crypto_pwhash_MEMLIMIT_MODERATE ||
        key.memLimit > crypto_pwhash_MEMLIMIT_SENSITIVE || key.opsLimit > crypto_pwhash_OPSLIMIT_SENSITIVE)
        throw CryptoError("a damaged supervisor key");
    return key;
}

LockedKey createKey(const QString& passphrase)
{
    startSodium();
    unsigned char publicKey[crypto_sign_PUBLICKEYBYTES];
    auto* secret = static_cast<unsigned char*>(sodium_malloc(crypto_sign_SECRETKEYBYTES));
    if (!secret)
        throw CryptoError("no memory for the key");
    crypto_sign_keypair(publicKey, secret);
    try {
        LockedKey key = lock(bytes(publicKey, sizeof publicKey), secret, passphrase);
        sodium_free(secret);
        return key;
    } catch (...) {
        sodium_free(secret);
        throw;
    }
}

UnlockedKey::UnlockedKey(const LockedKey& key, const QString& passphrase) : UnlockedKey()
{
    // Delegated: the destructor frees secret_ when this throws.
    publicKey_ = key.publicKey;
    const DerivedKey derived(passphrase, key.salt, key.opsLimit, key.memLimit);
    if (key.sealedSecretKey.size() != crypto_secretbox_MACBYTES + crypto_sign_SECRETKEYBYTES ||
        key.nonce.size() != crypto_secretbox_NONCEBYTES ||
        crypto_secretbox_open_easy(secret_, data(key.sealedSecretKey),
                                   static_cast<unsigned long long>(key.sealedSecretKey.size()), data(key.nonce),
                                   derived.bytes) != 0)
        throw WrongPassphrase();
    // The secret key holds its public half: a key whose parts disagree was tampered with.
    unsigned char derivedPublic[crypto_sign_PUBLICKEYBYTES];
    crypto_sign_ed25519_sk_to_pk(derivedPublic, secret_);
    if (bytes(derivedPublic, sizeof derivedPublic) != key.publicKey)
        throw CryptoError("the supervisor key's halves do not belong together");
}

UnlockedKey::UnlockedKey()
{
    startSodium();
    secret_ = static_cast<unsigned char*>(sodium_malloc(crypto_sign_SECRETKEYBYTES));
    if (!secret_)
        throw CryptoError("no memory for the key");
}

UnlockedKey::~UnlockedKey() { sodium_free(secret_); }

std::unique_ptr<UnlockedKey> UnlockedKey::generate()
{
    std::unique_ptr<UnlockedKey> key(new UnlockedKey);
    unsigned char publicKey[crypto_sign_PUBLICKEYBYTES];
    crypto_sign_keypair(publicKey, key->secret_);
    key->publicKey_ = bytes(publicKey, sizeof publicKey);
    return key;
}

QByteArray UnlockedKey::sealedSecretFor(const QByteArray& publicKey) const
{
    QByteArray secret = bytes(secret_, crypto_sign_SECRETKEYBYTES);
    QByteArray sealed = sealedFor(publicKey, secret);
    sodium_memzero(secret.data(), static_cast<std::size_t>(secret.size()));
    return sealed;
}

std::unique_ptr<UnlockedKey> UnlockedKey::openSealedKey(const UnlockedKey& holder, const QByteArray& sealed)
{
    QByteArray secret = holder.openSealed(sealed);
    std::unique_ptr<UnlockedKey> key(new UnlockedKey);
    const bool whole = secret.size() == crypto_sign_SECRETKEYBYTES;
    if (whole)
        std::copy(secret.cbegin(), secret.cend(), reinterpret_cast<char*>(key->secret_));
    sodium_memzero(secret.data(), static_cast<std::size_t>(secret.size()));
    if (!whole)
        throw CryptoError("the sealed text is not a key");
    unsigned char publicKey[crypto_sign_PUBLICKEYBYTES];
    unsigned char seed[crypto_sign_SEEDBYTES];
    unsigned char rebuilt[crypto_sign_SECRETKEYBYTES];
    // A key's secret half is its seed and its public half: both must be the seed's.
    crypto_sign_ed25519_sk_to_seed(seed, key->secret_);
    crypto_sign_seed_keypair(publicKey, rebuilt, seed);
    const bool agree = sodium_memcmp(rebuilt, key->secret_, sizeof rebuilt) == 0;
    sodium_memzero(seed, sizeof seed);
    sodium_memzero(rebuilt, sizeof rebuilt);
    if (!agree)
        throw CryptoError("the sealed key's halves do not belong together");
    key->publicKey_ = bytes(publicKey, sizeof publicKey);
    return key;
}

QByteArray UnlockedKey::sign(const QByteArray& message) const
{
    unsigned char signature[crypto_sign_BYTES];
    crypto_sign_detached(signature, nullptr, data(message), static_cast<unsigned long long>(message.size()), secret_);
    return bytes(signature, sizeof signature);
}

LockedKey UnlockedKey::relock(const QString& newPassphrase) const { return lock(publicKey_, secret_, newPassphrase); }

QByteArray UnlockedKey::openSealed(const QByteArray& sealed) const
{
    if (sealed.size() < static_cast<qsizetype>(crypto_box_SEALBYTES))
        throw CryptoError("the sealed text is too short");
    unsigned char boxPublic[crypto_box_PUBLICKEYBYTES];
    unsigned char* boxSecret = static_cast<unsigned char*>(sodium_malloc(crypto_box_SECRETKEYBYTES));
    if (!boxSecret)
        throw CryptoError("no memory for the key");
    QByteArray opened(sealed.size() - static_cast<qsizetype>(crypto_box_SEALBYTES), '\0');
    const bool ok = crypto_sign_ed25519_pk_to_curve25519(boxPublic, data(publicKey_)) == 0 &&
                    crypto_sign_ed25519_sk_to_curve25519(boxSecret, secret_) == 0 &&
                    crypto_box_seal_open(reinterpret_cast<unsigned char*>(opened.data()), data(sealed),
                                         static_cast<unsigned long long>(sealed.size()), boxPublic, boxSecret) == 0;
    sodium_free(boxSecret);
    if (!ok)
        throw CryptoError("the sealed text is not for this key, or was altered");
    return opened;
}

QByteArray sealedFor(const QByteArray& publicKey, const QByteArray& message)
{
    startSodium();
    unsigned char boxPublic[crypto_box_PUBLICKEYBYTES];
    if (publicKey.size() != crypto_sign_PUBLICKEYBYTES ||
        crypto_sign_ed25519_pk_to_curve25519(boxPublic, data(publicKey)) != 0)
        throw CryptoError("not a supervisor's public key");
    QByteArray sealed(message.size() + static_cast<qsizetype>(crypto_box_SEALBYTES), '\0');
    crypto_box_seal(reinterpret_cast<unsigned char*>(sealed.data()), data(message),
                    static_cast<unsigned long long>(message.size()), boxPublic);
    return sealed;
}

bool verifySignature(const QByteArray& publicKey, const QByteArray& message, const QByteArray& signature)
{
    startSodium();
    return publicKey.size() == crypto_sign_PUBLICKEYBYTES && signature.size() == crypto_sign_BYTES &&
           crypto_sign_verify_detached(data(signature), data(message), static_cast<unsigned long long>(message.size()),
                                       data(publicKey)) == 0;
}

QByteArray hashOf(const QByteArray& input)
{
    startSodium();
    unsigned char hash[crypto_generichash_BYTES];
    crypto_generichash(hash, sizeof hash, data(input), static_cast<unsigned long long>(input.size()), nullptr, 0);
    return bytes(hash, sizeof hash);
}

QString shortCode(const QByteArray& input)
{
    static const char kAlphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no I, O, 0, 1
    const QByteArray hash = hashOf(input);
    quint64 bits = 0;
    for (int i = 0; i < 8; ++i)
        bits = (bits << 8) | static_cast<unsigned char>(hash[i]);
    QString code;
    for (int i = 0; i < 12; ++i) {
        if (i > 0 && i % 4 == 0)
            code += QLatin1Char('-');
        code += QLatin1Char(kAlphabet[(bits >> (59 - 5 * i)) & 31]);
    }
    return code;
}

} // namespace s21::certification
