#pragma once
// A round's dealt_from as the records keep it from schema 11 (internal to s21_records): compressed as
// SQLite's archive format compresses a file (sqlar: zlib's compress(), RFC 1950, kept as it is when
// that is no smaller), beside its length in bytes, so that the sqlite3 shell reads it back:
//
//   sqlite3 records.sqlite "SELECT CAST(sqlar_uncompress(dealt_from, dealt_from_bytes) AS TEXT) FROM rounds"
//
// The text unpacked is byte for byte the text packed: a round read back gives the same JSON, so the
// sealed results and the exam sittings' saved progress, which hold or hash rounds' JSON, read the same.

#include <QByteArray>
#include <QSqlDatabase>

#include <optional>

namespace s21::records {

struct PackedText {
    QByteArray data;  // stored as a BLOB
    qint64 bytes = 0; // the text's length
};

PackedText packedText(const QByteArray& text);

// The text `data` holds, packed with `bytes` as its length (as packedText() keeps it, or as the shell's
// sqlar_compress() does); none when it does not unpack to exactly that many bytes.
std::optional<QByteArray> unpackedText(const QByteArray& data, qint64 bytes);

// Gives the connection `db` (QSQLITE) the shell's sqlar_uncompress(X, SZ), for the statements that
// read the text in SQL (server/station_sync.cpp). Throws RecordsError (Failed) when SQLite refuses.
void addUnpacking(const QSqlDatabase& db, const QString& what);

// Migration 11's fill (schema.h): packs every round's dealt_from the file holds as text.
void packStoredDealtFrom(const QSqlDatabase& db, const QString& what);

} // namespace s21::records
