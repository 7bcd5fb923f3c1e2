#include "session/game_log.h"

#include <istream>
#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

namespace shn {

namespace {

/// Parses one line as a JSON object, or says why it is not one.
std::optional<LogProblem> parse_object(std::string_view text, nlohmann::json& out) {
    try {
        out = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& error) {
        const std::string_view what = error.what();
        if (what.find("UTF-8") != std::string_view::npos)
            return LogProblem{"log.invalid_utf8", std::to_string(error.byte)};
        return LogProblem{"log.malformed_json", std::to_string(error.byte)};
    } catch (const nlohmann::json::out_of_range&) {
        // A number beyond a double (1e999): valid JSON text the parser will
        // not hold. Found by fuzz/log_fuzzer.cpp; it used to escape read().
        return LogProblem{"log.number_too_large", ""};
    }
    if (!out.is_object()) return LogProblem{"log.not_an_object", ""};
    return std::nullopt;
}

} // namespace

LogReadResult GameLog::read(std::istream& in) {
    LogReadResult result;
    // getline stores at most size - 1 bytes: a line of kMaxLineBytes fits,
    // one byte more sets failbit and is refused as too long.
    std::vector<char> buffer(kMaxLineBytes + 1);
    std::size_t line_number = 0;
    const auto fail = [&](LogProblem problem) {
        result.error = LogError{line_number, std::move(problem)};
        return std::move(result);
    };

    while (in.good()) {
        in.getline(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        const auto extracted = static_cast<std::size_t>(in.gcount());
        if (extracted == 0 && in.eof()) break;
        ++line_number;
        if (in.fail() && !in.eof())
            return fail({"log.line_too_long", std::to_string(kMaxLineBytes)});
        const bool had_newline = !in.eof();
        std::string_view text(buffer.data(), extracted - (had_newline ? 1 : 0));
        if (is_blank(text)) continue;

        nlohmann::json line;
        if (auto problem = parse_object(text, line)) return fail(std::move(*problem));

        if (!result.log) {
            const auto type = line.find("type");
            if (type == line.end() || !type->is_string() || *type != "setup")
                return fail({"log.setup_expected", ""});
            auto setup = decode_setup(line);
            if (auto* problem = std::get_if<LogProblem>(&setup)) return fail(std::move(*problem));
            auto& decoded = std::get<SetupLine>(setup);
            result.log.emplace(std::move(decoded.roster), decoded.setup);
            continue;
        }
        auto event = decode_event(line, result.log->roster());
        if (auto* problem = std::get_if<LogProblem>(&event)) return fail(std::move(*problem));
        const Refusal refusal = result.log->history().append(std::get<Event>(event));
        if (refusal != Refusal::None)
            return fail({std::string(refusal_key(refusal)), line.value("type", std::string())});
    }
    if (in.bad()) return fail({"log.read_failed", ""});
    if (!result.log) { // only blank lines, or none at all
        line_number = 1;
        return fail({"log.empty", ""});
    }
    return result;
}

std::string GameLog::setup_line() const {
    return encode_setup(SetupLine{roster_, history_.setup()}).dump();
}

std::string GameLog::event_line(std::size_t index) const {
    return encode_event(history_.events().at(index), roster_).dump();
}

std::string GameLog::text() const {
    std::string out = setup_line() + '\n';
    for (std::size_t index = 0; index < history_.events().size(); ++index)
        out += event_line(index) + '\n';
    return out;
}

} // namespace shn
