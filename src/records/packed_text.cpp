#include "packed_text.h"

#include "records_error.h"
#include "sql_statement.h"
#include "sqlite_rows.h"

#include <QtEndian>

#include <sqlite3.h>

#include <vector>

namespace s21::records {

namespace {

// No stored dealt_from comes near it (a few KB); a damaged length must not make a huge buffer.
constexpr qint64 kLargestText = qint64{64} << 20;

constexpr int kRoundsPerPackingStep = 1000; // read, then rewritten, at a time by the migration

// The sqlite3 shell's sqlar_uncompress(X, SZ) (ext/misc/sqlar.c): X itself when SZ is not positive
// or is X's length, else X inflated to SZ bytes, or an error when it does not inflate to that.
void sqlarUncompress(sqlite3_context* context, int, sqlite3_value** arguments)
{
    const qint64 bytes = sqlite3_value_int64(arguments[1]);
    const int length = sqlite3_value_bytes(arguments[0]);
    if (bytes <= 0 || bytes == length) {
        sqlite3_result_value(context, arguments[0]);
        return;
    }
    const auto* data = static_cast<const char*>(sqlite3_value_blob(arguments[0]));
    const auto text = unpackedText(QByteArray::fromRawData(data, length), bytes);
    if (!text)
        sqlite3_result_error(context, "error in uncompress()", -1);
    else
        sqlite3_result_blob64(context, text->constData(), sqlite3_uint64(text->size()), SQLITE_TRANSIENT);
}

} // namespace

PackedText packedText(const QByteArray& text)
{
    // qCompress writes the length as 4 bytes, big-endian, then zlib's compress(): the second part
    // is sqlar's format.
    QByteArray packed = qCompress(text, 9).mid(4);
    if (text.isEmpty() || packed.size() >= text.size())
        return {text, text.size()};
    return {std::move(packed), text.size()};
}

std::optional<QByteArray> unpackedText(const QByteArray& data, qint64 bytes)
{
    if (bytes < 0 || bytes > kLargestText)
        return std::nullopt;
    if (data.size() == bytes)
        return QByteArray(data.constData(), data.size()); // kept as it was: packing did not shrink it
    QByteArray framed(4, '\0');
    qToBigEndian(quint32(bytes), framed.data());
    framed += data;
    QByteArray text = qUncompress(framed);
    if (text.size() != bytes)
        return std::nullopt;
    return text;
}

void addUnpacking(const QSqlDatabase& db, const QString& what)
{
    sqlite3* handle = sqliteHandle(db);
    if (!handle || sqlite3_create_function_v2(handle, "sqlar_uncompress", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
                                              nullptr, sqlarUncompress, nullptr, nullptr, nullptr) != SQLITE_OK)
        throw RecordsError(RecordsError::Kind::Failed,
                           what + QStringLiteral(": SQLite refused the function sqlar_uncompress"));
}

void packStoredDealtFrom(const QSqlDatabase& db, const QString& what)
{
    Statement next(db,
                   QStringLiteral("SELECT id, dealt_from FROM rounds WHERE id > ? AND dealt_from_bytes < 0"
                                  " ORDER BY id LIMIT ?"),
                   what);
    Statement rewrite(db, QStringLiteral("UPDATE rounds SET dealt_from = ?, dealt_from_bytes = ? WHERE id = ?"), what);
    qint64 after = 0;
    for (;;) {
        std::vector<std::pair<qint64, QByteArray>> batch;
        QSqlQuery& rows = next.bind(after).bind(kRoundsPerPackingStep).run();
        while (rows.next())
            batch.emplace_back(rows.value(0).toLongLong(), rows.value(1).toString().toUtf8());
        if (batch.empty())
            return;
        for (const auto& [id, text] : batch) {
            const PackedText packed = packedText(text);
            rewrite.bind(QVariant(packed.data)).bind(packed.bytes).bind(id).run();
        }
        after = batch.back().first;
    }
}

} // namespace s21::records
