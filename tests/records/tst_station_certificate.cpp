// A station that logs in with a client certificate cannot be locked out by a trainee who reads its
// files (docs/school-server.md, "A station's own credentials"). PostgreSQL lets every role change its
// own password, and with a password login a trainee who took the station's password could change
// it. Here a PostgreSQL server of the test's own is set up as the document says
// (packaging/test_server.sh certify, packaging/station_certificate.sh): the station logs in with its
// certificate through the program's own connection, changes its password with psql as a trainee
// would, and still logs in; the password, old or new, never lets it in.
#include "school_server_support.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21::records;
using namespace s21::test;

class TestStationCertificate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        // Directly in the temporary folder: the server's own user must reach it.
        serverDir_ = QDir::temp().filePath(uniqueName(QStringLiteral("s21-certificate")));
        superuser_ = serverScript(QStringLiteral("start"), serverDir_);
        QVERIFY2(!superuser_.startsWith(QLatin1Char('!')), qPrintable(superuser_));
        const QString certified = serverScript(QStringLiteral("certify"), serverDir_);
        QVERIFY2(!certified.startsWith(QLatin1Char('!')), qPrintable(certified));
    }

    void cleanupTestCase()
    {
        if (!serverDir_.isEmpty())
            serverScript(QStringLiteral("stop"), serverDir_);
    }

    void aStationsOwnPasswordChangeLocksNobodyOut()
    {
        const School school = School::create(superuser_);
        const QString station = school.addLogin(ServerRole::Station); // with a password, as add-station makes it
        const QString certs = serverDir_ + QStringLiteral("/certs");
        QProcess issue;
        issue.start(QStringLiteral("bash"), {QStringLiteral(S21_SOURCE_DIR "/packaging/station_certificate.sh"),
                                             QStringLiteral("station"), certs, station});
        QVERIFY(issue.waitForFinished(60'000) && issue.exitCode() == 0);

        QUrl withCertificate(school.urlFor(station));
        withCertificate.setPassword(QString());
        withCertificate.setQuery(QStringLiteral("sslmode=verify-full&sslrootcert=%1/ca.crt&sslcert=%1/%2.crt&"
                                                "sslkey=%1/%2.key")
                                     .arg(certs, station));
        const QString url = withCertificate.toString(QUrl::FullyEncoded);
        QCOMPARE(SchoolServer::connect(url)->role(), station);

        // The trainee, with the station's files, changes the station's password.
        const Psql changed = psql(url, QStringLiteral("ALTER ROLE %1 PASSWORD 'the trainee''s own'").arg(station));
        QVERIFY2(changed.code == 0, qPrintable(changed.err));
        // The station still logs in with its certificate, and sends as itself.
        const auto again = SchoolServer::connect(url);
        QCOMPARE(again->role(), station);
        QCOMPARE(again->schemaVersion(), currentServerSchemaVersion());
        // No password lets a station in, with or without TLS: neither the old nor the trainee's.
        for (const QString& password : {kServerPassword, QStringLiteral("the trainee's own")})
            for (const QString& mode : {QStringLiteral("require"), QStringLiteral("disable")}) {
                QUrl byPassword(school.urlFor(station));
                byPassword.setPassword(password);
                byPassword.setQuery(QStringLiteral("sslmode=") + mode);
                QVERIFY_THROWS_EXCEPTION(RecordsError, SchoolServer::connect(byPassword.toString(QUrl::FullyEncoded)));
            }
        // A certificate the school's authority did not sign is refused too.
        QProcess otherAuthority;
        const QString other = dir_.filePath(QStringLiteral("other"));
        otherAuthority.start(
            QStringLiteral("bash"),
            {QStringLiteral("-c"),
             QStringLiteral("bash '%1' authority '%2' && bash '%1' station '%2' %3")
                 .arg(QStringLiteral(S21_SOURCE_DIR "/packaging/station_certificate.sh"), other, station)});
        QVERIFY(otherAuthority.waitForFinished(60'000) && otherAuthority.exitCode() == 0);
        QUrl forged(withCertificate);
        forged.setQuery(QStringLiteral("sslmode=verify-full&sslrootcert=%1/ca.crt&sslcert=%2/%3.crt&sslkey=%2/%3.key")
                            .arg(certs, other, station));
        QVERIFY_THROWS_EXCEPTION(RecordsError, SchoolServer::connect(forged.toString(QUrl::FullyEncoded)));
    }

private:
    QTemporaryDir dir_; // the certificates of an authority the school does not have
    QString serverDir_; // the server's, and the school's authority in certs/
    QString superuser_;
};

QTEST_GUILESS_MAIN(TestStationCertificate)
#include "tst_station_certificate.moc"
