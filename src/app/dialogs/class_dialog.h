#pragma once
// The class on the school's server, for an instructor (docs/school-server.md): signed in with their
// own login in a form (the server, the school, the login, the password, which can be remembered), the class's trainees (practice, accuracy, exams), the chosen trainee's progress day by
// day, the most frequent mistakes by section and every exam attempt, an attempt without a result
// marked; each table exported as CSV. What a login may read is the server's to say: an instructor
// reads every station's rows, a station its own.

#include "records/server/class_report.h"
#include "records/server/password_file.h"

#include <QDialog>

#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableWidget;

namespace s21::app {

class ClassDialog : public QDialog {
    Q_OBJECT
public:
    // `serverAddress`: the station's school server, to start from (its role replaced by the
    // instructor's); empty when the station has none.
    explicit ClassDialog(const QString& serverAddress, QWidget* parent = nullptr);
    ~ClassDialog() override;

    // Signs in with the server, school, login and password typed (an empty password: the one the
    // password file remembers, records/server/password_file.h) and reads the class; when asked,
    // remembers the password there. False, with the reason shown in the dialog, when a field is
    // missing or the server refuses or cannot be reached.
    bool signIn();
    // Writes the table of the tab shown as CSV to `file`; false when it cannot be written.
    bool exportShown(const QString& file);
    // The table on tab `index` (0 trainees, 1 the chosen trainee's progress, 2 mistakes, 3 attempts).
    const records::ClassTable& table(int index) const;
    void showTrainee(int row);

private:
    void fill(QTableWidget* widget, const records::ClassTable& table);
    void exportChosen();

    // The login typed in the form; nullopt when a field is empty or the port is not a number.
    std::optional<records::ServerLogin> login() const;
    void showProblem(const QString& text);

    QLineEdit* host_ = nullptr;
    QLineEdit* school_ = nullptr;
    QLineEdit* instructor_ = nullptr;
    QLineEdit* password_ = nullptr;
    QCheckBox* remember_ = nullptr;
    QLabel* problem_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    std::vector<QTableWidget*> widgets_;
    std::vector<records::ClassTable> tables_;
    std::unique_ptr<records::SchoolServer> server_;
};

} // namespace s21::app
