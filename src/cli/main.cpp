// spanish21-cli: the Spanish 21 rules core without a display. Every failure ends here with a message
// and a documented exit code (docs/cli.md): nothing escapes main().
#include "arguments.h"
#include "commands.h"
#include "exam_commands.h"
#include "records_commands.h"
#include "s21_version.h"
#include "server_commands.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <new>

namespace {

using s21::cli::Words;

struct Command {
    const char* name;
    int (*run)(const Words&, std::ostream&, std::ostream&);
    const char* usage; // its line(s) of the summary, indented by two
};

constexpr Command kCommands[] = {
    {"validate", s21::cli::validateCommand,
     "validate PATH...                      check rule profiles and scenarios (files or folders)"},
    {"key", s21::cli::keyCommand,
     "key SCENARIO                          print the correct action sequence (the answer key)"},
    {"run", s21::cli::runCommand,
     "run SCENARIO --actions SCRIPT [--json]\n"
     "                                        check a trainee's actions: verdicts, payouts, balances, score"},
    {"selfplay", s21::cli::selfplayCommand,
     "selfplay --profile P [--rounds N] [--seed S] [--players K]\n"
     "      [--guest-fouls never|sometimes|often]\n"
     "                                        the automatic dealer against random players"},
    {"simulate", s21::cli::simulateCommand,
     "simulate --profile P --rounds N --seed S [--threads T] [--players K]\n"
     "      [--wager AMOUNT] [--mtd AMOUNT] [--errors RATE]\n"
     "                                        house edge, bonus frequencies and Match-the-Dealer edge of\n"
     "                                        basic-strategy players, every dealer action checked"},
    {"strategy", s21::cli::strategyCommand,
     "strategy --profile P [--hand CARDS --up CARD]\n"
     "                                        the basic strategy chart, or each option's expected value"},
    {"pay", s21::cli::payCommand,
     "pay --profile P --player CARDS --dealer CARDS --wager AMOUNT\n"
     "      [--mtd AMOUNT] [--doubled] [--split]\n"
     "                                        settle one hand and show each payout with its section"},
    {"shoe", s21::cli::shoeCommand,
     "shoe --profile P --seed N [--count N]\n"
     "                                        the seeded shuffle of the profile's shoe"},
    {"records", s21::cli::recordsCommand,
     "records --database FILE list          the trainees in a records file, with their round counts\n"
     "  records --database FILE rounds --trainee NAME|ID\n"
     "                                        one line per round the trainee dealt\n"
     "  records --database FILE export --trainee NAME|ID --format csv|json [--what rounds|mistakes]\n"
     "                                        rounds or mistakes as CSV, or everything as JSON"},
    {"supervisor", s21::cli::supervisorCommand,
     "supervisor --database FILE add NAME  a supervisor with a new signing key; the passphrase is read\n"
     "                                        from standard input\n"
     "  supervisor --database FILE list|keys\n"
     "                                        the supervisors, or their public keys as a keys file"},
    {"results", s21::cli::resultsCommand,
     "results --database FILE list|csv|export UUID\n"
     "                                        the station's sealed exam results (as CSV for a class),\n"
     "                                        or one as a file"},
    {"verify", s21::cli::verifyCommand,
     "verify --database FILE [--keys KEYS] [--exams EXAMS] [--attempt UUID|--code CODE]\n"
     "  verify RESULT --keys KEYS [--exams EXAMS]\n"
     "                                        check sealed exam results against the school's keys and\n"
     "                                        exam definitions; exit 1 when one was altered, removed,\n"
     "                                        reordered or sat on an edited exam"},
    {"exams", s21::cli::examsCommand,
     "exams [--library DIR]                 the library's exam definitions as a school exams file"},
    {"server", s21::cli::serverCommand,
     "server --server URL init|migrate|status\n"
     "                                        create, upgrade or look at a school's PostgreSQL server\n"
     "  server --server URL add-station|add-instructor NAME\n"
     "                                        a station's or instructor's login; the password is read\n"
     "                                        from standard input\n"
     "  server --server URL register-keys KEYS\n"
     "                                        register the school's supervisor keys (its keys file);\n"
     "                                        the class view counts only results they signed\n"
     "  server --server URL send --database FILE\n"
     "                                        send a station's waiting rounds to the server"},
    {"replay", s21::cli::replayCommand,
     "replay --database FILE UUID [--steps] deal a stored round again, each verdict compared with the\n"
     "                                        stored one; exit 1 if one differs"},
};

constexpr const char* kNotes = R"(
A profile P is an id (md-2020-6deck, ma-205cmr, ...) or a path to a .yaml file. Options are written
--name value or --name=value; COMMAND --help shows one command. Cards are written rank then suit:
7S KH AD 2C (T or 10 for a ten). Amounts: 25, $7.50, $1,000.
Exit codes: 0 success, 1 a check failed or an input file is bad, 2 a malformed command line,
3 the output could not be written, 4 an internal error.
Example:
  spanish21-cli pay --profile md-2020-6deck --player "7S 7S 7S" --dealer "7D 9C 4H" --wager 25
)";

void printUsage(std::ostream& out)
{
    out << "spanish21-cli: the Spanish 21 dealer trainer's rules, without a display.\n\nCommands:\n";
    for (const Command& command : kCommands)
        out << "  " << command.usage << "\n";
    out << "  help                                  this text\n"
        << "  --version                             the version\n"
        << kNotes;
}

// Flushes standard output; false (with a message) when it could not all be written.
bool outputWritten()
{
    errno = 0;
    std::cout.flush();
    if (std::cout)
        return true;
    std::cerr << "spanish21-cli: could not write the output" << (errno ? std::string(": ") + std::strerror(errno) : "")
              << "\n";
    return false;
}

int runCommand(const Command& command, const Words& words)
{
    using s21::cli::UsageError;
    try {
        if (std::find(words.begin(), words.end(), "--help") != words.end()) {
            std::cout << "usage: spanish21-cli " << command.usage << "\n" << kNotes;
            return 0;
        }
        return command.run(words, std::cout, std::cerr);
    } catch (const UsageError& error) {
        std::cerr << "spanish21-cli " << command.name << ": " << error.what() << "\n"
                  << "usage: spanish21-cli " << command.usage << "\n";
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "spanish21-cli " << command.name << ": out of memory\n";
    } catch (const std::exception& error) {
        std::cerr << "spanish21-cli " << command.name << ": internal error: " << error.what() << "\n";
    } catch (...) {
        std::cerr << "spanish21-cli " << command.name << ": internal error\n";
    }
    return 4;
}

} // namespace

int main(int argc, char** argv)
{
    const Words words(argv + 1, argv + argc);
    int code = 0;
    if (words.empty() || words[0] == "help" || words[0] == "--help") {
        printUsage(std::cout);
    } else if (words[0] == "--version") {
        std::cout << "spanish21-cli " << s21::kVersion << "\n";
    } else {
        const auto command = std::find_if(std::begin(kCommands), std::end(kCommands),
                                          [&](const Command& candidate) { return words[0] == candidate.name; });
        if (command == std::end(kCommands)) {
            std::cerr << "spanish21-cli: unknown command '" << words[0] << "'\n\n";
            printUsage(std::cerr);
            return 2;
        }
        code = runCommand(*command, Words(words.begin() + 1, words.end()));
    }
    return outputWritten() ? code : 3;
}
