#include "app/table_changes.h"

namespace shn {

namespace {

std::size_t lines_of(const TableSession& game) {
    return 1 + game.log().history().events().size(); // the setup line, one per event
}

} // namespace

std::optional<std::vector<TableChange>> TableChanges::since(std::uint64_t seen) const {
    if (seen > count_ || count_ - seen > kept_.size()) return std::nullopt;
    return std::vector<TableChange>(kept_.end() - std::ptrdiff_t(count_ - seen), kept_.end());
}

void TableChanges::follow(TableController& table) {
    log_lines_ = table.game() ? std::optional(lines_of(*table.game())) : std::nullopt;
    table.listen(*this);
}

void TableChanges::record(TableChange change) {
    log_lines_ =
        change.kind == TableChange::Kind::Left ? std::nullopt : std::optional(change.log_lines);
    kept_.push_back(std::move(change));
    if (kept_.size() > kKept) kept_.pop_front();
    ++count_;
}

void TableChanges::started(const TableSession& game, const TableStart&) {
    record({TableChange::Kind::Started, {}, lines_of(game)});
}

void TableChanges::leaving(const TableSession&) {
    record({TableChange::Kind::Left, {}, 0});
}

void TableChanges::played(const TableSession& game, const GameState&, const Event&) {
    TableChange change{TableChange::Kind::MoveAdded, {}, lines_of(game)};
    // Only the lines the move added are written out (one, or two with
    // R18's known answer), never the whole log.
    if (log_lines_ && *log_lines_ < change.log_lines)
        for (std::size_t line = *log_lines_; line < change.log_lines; ++line)
            change.lines.push_back(game.log().event_line(line - 1));
    record(std::move(change));
}

void TableChanges::undone(const TableSession& game, const Event&, const GameState&,
                          const GameState&) {
    record({TableChange::Kind::MoveUndone, {}, lines_of(game)});
}

void TableChanges::corrected(const TableSession& game, std::size_t, const Event&) {
    record({TableChange::Kind::MoveFixed, {}, lines_of(game)});
}

} // namespace shn
