// spanish21-cli: the Spanish 21 rules core without a display.
#include "arguments.h"
#include "commands.h"
#include "records_commands.h"

#include <iostream>
#include <map>

namespace {

constexpr const char* kUsage = R"(spanish21-cli: the Spanish 21 dealer trainer's rules, without a display.

Commands:
  validate PATH...                      check rule profiles and scenarios (files or folders)
  key SCENARIO                          print the correct action sequence (the answer key)
  run SCENARIO --actions SCRIPT [--json]
                                        check a trainee's actions: verdicts, payouts, balances, score
  selfplay --profile FILE [--rounds N] [--seed S] [--players K]
                                        the automatic dealer against random players
  simulate --profile FILE --rounds N --seed S [--threads T] [--players K]
      [--wager AMOUNT] [--mtd AMOUNT] [--errors RATE]
                                        house edge, bonus frequencies and Match-the-Dealer edge of
                                        basic-strategy players, every dealer action checked
  strategy --profile FILE [--hand CARDS --up CARD]
                                        the basic strategy chart, or each option's expected value
  pay --profile FILE --player CARDS --dealer CARDS --wager AMOUNT
      [--mtd AMOUNT] [--doubled] [--split]
                                        settle one hand and show each payout with its section
  shoe --profile FILE --seed N [--count N]
                                        the seeded shuffle of the profile's shoe
  records --database FILE list          the trainees in a records file, with their round counts
  records --database FILE rounds --trainee NAME|ID
                                        one line per round the trainee dealt
  records --database FILE export --trainee NAME|ID --format csv|json [--what rounds|mistakes]
                                        rounds or mistakes as CSV, or everything as JSON
  replay --database FILE UUID [--steps] deal a stored round again, each verdict compared with the
                                        stored one; exit 1 if one differs
  help                                  this text

Cards are written rank then suit: 7S KH AD 2C (T or 10 for a ten). Amounts: 25, $7.50.
Example:
  spanish21-cli pay --profile scenarios/profiles/md-2020-6deck.yaml --player "7S 7S 7S" --dealer "7D 9C 4H" --wager 25
)";

} // namespace

int main(int argc, char** argv)
{
    using namespace s21::cli;
    const Words words(argv + 1, argv + argc);
    if (words.empty() || words[0] == "help" || words[0] == "--help") {
        std::cout << kUsage;
        return 0;
    }
    const std::map<std::string, int (*)(const Words&, std::ostream&, std::ostream&)> commands{
        {"records", recordsCommand},   {"replay", replayCommand},
        {"validate", validateCommand}, {"pay", payCommand},         {"shoe", shoeCommand},
        {"key", keyCommand},           {"run", runCommand},         {"selfplay", selfplayCommand},
        {"strategy", strategyCommand}, {"simulate", simulateCommand}};
    const auto command = commands.find(words[0]);
    if (command == commands.end()) {
        std::cerr << "spanish21-cli: unknown command '" << words[0] << "'\n\n" << kUsage;
        return 2;
    }
    try {
        return command->second(Words(words.begin() + 1, words.end()), std::cout, std::cerr);
    } catch (const UsageError& error) {
        std::cerr << "spanish21-cli " << words[0] << ": " << error.what() << "\n";
        return 2;
    }
}
